/**
 * `npm run perf:compare -- <built dir> <built dir> … [--pages /,/lucky-day] [--runs 5]`: Lighthouse
 * (mobile, as `npm run perf` runs it) on the same pages of two or more builds, the builds and pages
 * taking turns in every round, so that a busy moment of the machine lands on all of them. Each
 * build is served by nginx with the sandbox API as `npm run perf` serves it; build each with
 * `npm run build -- --outDir <dir>`. Prints per page and build the medians of the performance
 * score, TBT, LCP and main-thread CPU time, and the median of each build's TBT minus the first
 * build's in the same round. What it is for: telling whether a change moved Total Blocking Time on
 * a machine whose speed drifts by a third within minutes (docs/quality.md, "The modules'
 * evaluation in tasks").
 */
import { option, positional } from "./cli-args";
import { type ComparedRun, summarise } from "./perf-compare-lib";
import { runLighthouse } from "./perf-lighthouse";
import { serveWithNginx, startSandboxServer } from "./perf-serve";

const dirs = positional(["--pages", "--runs"]);
const pages = (option("--pages") ?? "/,/lucky-day,/checkout").split(",");
const runs = Math.max(1, Number(option("--runs") ?? 5));
if (dirs.length < 2) {
  console.error("usage: npm run perf:compare -- <built dir> <built dir> … [--pages /,/lucky-day] [--runs 5]");
  process.exit(2);
}

const api = await startSandboxServer();
const servers = await Promise.all(dirs.map((dir) => serveWithNginx(dir, api.url)));
try {
  const urls = pages.flatMap((page) => servers.map((server) => `${server.url}${page}`));
  console.log(`perf:compare: Lighthouse, ${String(runs)} round(s) of ${String(urls.length)} page loads`);
  const results = await runLighthouse(urls, runs);
  for (const page of pages) {
    const runsPerBuild = servers.map((server) =>
      (results.find((result) => result.url === `${server.url}${page}`)?.runs ?? []).map((run): ComparedRun => ({
        performance: run.scores.performance,
        tbtMs: run.metrics["total-blocking-time"] ?? 0,
        lcpMs: run.metrics["largest-contentful-paint"] ?? 0,
        cpuMs: run.load?.cpuMs ?? 0,
        benchmarkIndex: run.load?.benchmarkIndex ?? 0,
      })),
    );
    console.log(`\n${page}  (medians of ${String(runs)}; TBT Δ: against the first build, round by round)`);
    console.log("  build                         perf  TBT ms  TBT Δ ms  LCP ms  CPU ms  TBT per round, benchmark index");
    summarise(runsPerBuild).forEach((summary, index) => {
      const each = runsPerBuild[index] ?? [];
      console.log(
        `  ${(dirs[index] ?? "").padEnd(28)}  ${String(summary.performance).padStart(4)}  ${summary.tbtMs.toFixed(0).padStart(6)}  ${summary.tbtDeltaMs.toFixed(0).padStart(8)}  ${summary.lcpMs.toFixed(0).padStart(6)}  ${summary.cpuMs.toFixed(0).padStart(6)}  ${each.map((run) => run.tbtMs.toFixed(0)).join("/")}, ${each.map((run) => run.benchmarkIndex).join("/")}`,
      );
    });
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await api.stop();
}
