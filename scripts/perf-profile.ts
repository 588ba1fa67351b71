/**
 * `npm run perf:profile [-- /path …]`: where the main thread's time goes while a page loads. Builds
 * the shop as players get it (`npm run build`) with source maps, serves it with nginx and the
 * sandbox API as `npm run perf` does, loads each page 3 times cold on a phone-sized screen under
 * the same 4× CPU slowdown as Lighthouse's mobile run, records a CPU profile from navigation until
 * the page shows its heading and the network is quiet, and prints the time per package or app
 * folder and per function (milliseconds per load, through the source maps). A trace of the same
 * loads lists each one's long tasks (over 50 ms): when the first paint came, what each task ran,
 * and the blocking time after the paint, which is what Total Blocking Time adds up. docs/quality.md.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SourceMapConsumer } from "source-map-js";
import { launchBrowser, LIGHTHOUSE_PHONE } from "./perf-browser";
import { buildApp } from "./perf-build";
import {
  attribute,
  type Attribution,
  type CpuProfile,
  during,
  mainThreadTasks,
  type MainThreadTasks,
  merge,
  type OriginalPosition,
  top,
  type TraceEvent,
} from "./perf-profile-lib";
import { serveWithNginx, startSandboxServer } from "./perf-serve";

const PAGES = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const pages = PAGES.length > 0 ? PAGES : ["/", "/lucky-day", "/checkout"];
const ROUNDS = 3;
const CPU_SLOWDOWN = 4;

/** Original positions through each served script's source map (`<file>.map` in the build). */
function sourceMaps(dir: string): OriginalPosition {
  const maps = new Map<string, SourceMapConsumer | null>();
  const consumer = (url: string): SourceMapConsumer | null => {
    const path = new URL(url).pathname;
    if (!maps.has(path)) {
      try {
        maps.set(path, new SourceMapConsumer(JSON.parse(readFileSync(join(dir, `${path}.map`), "utf8"))));
      } catch {
        maps.set(path, null);
      }
    }
    return maps.get(path) ?? null;
  };
  return (url, line, column) => {
    const position = consumer(url)?.originalPositionFor({ line, column });
    return position?.source ? { source: position.source, line: position.line, name: position.name ?? null } : undefined;
  };
}

/** The trace categories that hold the main thread's tasks, what runs in them, and the paints. */
const TRACE_CATEGORIES = "devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading";

/** One load's line: first paint, then each long task as duration@start (what it did), then the blocking time after the paint. */
function describeTasks({ firstPaintMs, longTasks, blockingAfterPaintMs }: MainThreadTasks): string {
  const paint = firstPaintMs === null ? "no first paint recorded" : `first paint at ${firstPaintMs.toFixed(0)} ms`;
  const list = longTasks.map((task) => `${task.durationMs.toFixed(0)}@${task.startMs.toFixed(0)} (${task.doing})`).join(", ");
  return `${paint}; ${list || "none"}; blocking after the paint ${blockingAfterPaintMs.toFixed(0)} ms`;
}

const work = mkdtempSync(join(tmpdir(), "perf-profile-"));
try {
  console.log("perf:profile: building the app with source maps (npm run build -- --sourcemap)");
  const app = buildApp(join(work, "app"), "build", ["--sourcemap"]);
  const api = await startSandboxServer();
  const served = await serveWithNginx(app.dir, api.url);
  const browser = await launchBrowser();
  try {
    const original = sourceMaps(app.dir);
    for (const path of pages) {
      const loads: Attribution[] = [];
      const tasks: MainThreadTasks[] = [];
      /** What each load's longest task ran (the modules' evaluation, in every load so far). */
      const longestTasks: Attribution[] = [];
      /** Per load, each long task's main packages or app folders (ms at the slowdown). */
      const taskContents: string[][] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const context = await browser.newContext({ viewport: LIGHTHOUSE_PHONE });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
        await cdp.send("Profiler.enable");
        await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
        await cdp.send("Profiler.start");
        const events: TraceEvent[] = [];
        cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
        await cdp.send("Tracing.start", { categories: TRACE_CATEGORIES, transferMode: "ReportEvents" });
        await page.goto(`${served.url}${path}`, { waitUntil: "networkidle" });
        await page.locator("h1").first().waitFor({ state: "attached", timeout: 60_000 });
        await page.waitForLoadState("networkidle");
        const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: CpuProfile };
        loads.push(attribute(profile, original));
        const traced = new Promise((done) => cdp.once("Tracing.tracingComplete", done));
        await cdp.send("Tracing.end");
        await traced;
        const load = mainThreadTasks(events, `${served.url}${path}`);
        tasks.push(load);
        taskContents.push(
          load.longTasks.map((task) => {
            const ran = attribute(during(profile, task.ts, task.ts + task.durationMs * 1000), original);
            const parts = top(ran.byPackage, 4, 1).map(({ key, ms }) => `${key} ${ms.toFixed(0)}`);
            return `${task.durationMs.toFixed(0)}@${task.startMs.toFixed(0)}: ${parts.join(", ")}`;
          }),
        );
        const longest = [...load.longTasks].sort((a, b) => b.durationMs - a.durationMs)[0];
        if (longest !== undefined) {
          longestTasks.push(attribute(during(profile, longest.ts, longest.ts + longest.durationMs * 1000), original));
        }
        await context.close();
      }
      const all = merge(loads);
      const busy = [...all.byPackage].filter(([key]) => key !== "(idle)").reduce((sum, [, time]) => sum + time, 0);
      console.log(
        `\n${path}: ${(busy / 1000 / ROUNDS).toFixed(0)} ms of main-thread time per load (${CPU_SLOWDOWN}× CPU slowdown, mean of ${ROUNDS})`,
      );
      console.log(`  long tasks (over 50 ms at ${CPU_SLOWDOWN}×), per load:`);
      tasks.forEach((load, index) => {
        console.log(`  ${describeTasks(load)}`);
        for (const line of taskContents[index] ?? []) console.log(`      ${line}`);
      });
      console.log("  in each load's longest task, by package or app folder (ms per load):");
      for (const { key, ms } of top(merge(longestTasks).byPackage, 15, longestTasks.length)) {
        console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${key}`);
      }
      console.log("  by package or app folder:");
      for (const { key, ms } of top(all.byPackage, 25, ROUNDS)) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${key}`);
      console.log("  by function:");
      for (const { key, ms } of top(all.byFunction, 25, ROUNDS)) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${key}`);
    }
  } finally {
    await browser.close();
    await served.stop();
    await api.stop();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
