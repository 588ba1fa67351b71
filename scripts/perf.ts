/**
 * `npm run perf`: JavaScript weight against a bare React floor, Lighthouse, and the number-toggle
 * interaction. Budgets and how to read the figures: docs/quality.md. Writes reports/perf.json.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { buildApp, buildFloor, builtApp, type MeasuredBuild } from "./perf-build";
import { type InteractionTiming, launchBrowser, measureJs, measureToggle } from "./perf-browser";
import type { LighthouseRun } from "./perf-lighthouse-lib";
import { runLighthouse } from "./perf-lighthouse";
import { checkLines, checksFor, countedBytes, type PageResult, table } from "./perf-report";
import { type Served, serveWithNginx, startSandboxServer } from "./perf-serve";
import { type PerfSettings, readSettings } from "./perf-settings";

const REPORT = resolve(import.meta.dirname, "..", "reports", process.env["PERF_REPORT_NAME"] ?? "perf.json");

async function measureInBrowser(
  settings: PerfSettings,
  app: MeasuredBuild,
  appUrl: string,
  floor: MeasuredBuild,
  floorUrl: string,
) {
  const browser = await launchBrowser();
  try {
    const floorJs = await measureJs(browser, `${floorUrl}/`, floor.sandboxFiles);
    const pages = [];
    for (const page of settings.pages)
      pages.push({ page, js: await measureJs(browser, `${appUrl}${page.path}`, app.sandboxFiles) });
    const game = settings.pages.find((page) => page.label === "game")?.path ?? "/lucky-day";
    const interaction = await measureToggle(browser, `${appUrl}${game}`, settings.numberButton, settings.cpuSlowdown);
    return { floorJs, pages, interaction };
  } finally {
    await browser.close();
  }
}

async function measure(settings: PerfSettings, work: string) {
  const api = settings.sandboxServer ? ", its API answered by the sandbox server through nginx" : "";
  const built = settings.appDir === undefined ? undefined : resolve(settings.appDir);
  console.log(
    built === undefined
      ? `perf: building the app (npm run ${settings.buildScript}${api}) and the floor`
      : `perf: the app as built in ${built} (npm run ${settings.buildScript}${api}); building the floor`,
  );
  const app = built === undefined ? buildApp(join(work, "app"), settings.buildScript) : builtApp(built);
  const floor = await buildFloor(join(work, "floor"));
  const servers: Served[] = [];
  try {
    let api: Served | undefined;
    if (settings.sandboxServer) {
      api = await startSandboxServer();
      servers.push(api);
    }
    const appServer = await serveWithNginx(app.dir, api?.url);
    servers.push(appServer);
    const floorServer = await serveWithNginx(floor.dir);
    servers.push(floorServer);
    console.log("perf: measuring JavaScript and the number toggle");
    const measured = await measureInBrowser(settings, app, appServer.url, floor, floorServer.url);
    let lighthouse: LighthouseRun[] = [];
    let floorLighthouse: LighthouseRun | undefined;
    if (settings.lighthouse) {
      console.log(`perf: Lighthouse (mobile), ${settings.lighthouseRuns} round(s) of the floor and each page, median reported`);
      // The floor first in every round: the reference the pages of that round are compared with.
      [floorLighthouse, ...lighthouse] = await runLighthouse(
        [`${floorServer.url}/`, ...settings.pages.map((page) => `${appServer.url}${page.path}`)],
        settings.lighthouseRuns,
      );
    }
    return { ...measured, lighthouse, floorLighthouse };
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
}

function report(
  settings: PerfSettings,
  floorBytes: number,
  floorLighthouse: LighthouseRun | undefined,
  pages: PageResult[],
  interaction: InteractionTiming,
): boolean {
  const checks = checksFor(pages, floorLighthouse, interaction, settings);
  const result = {
    measuredAt: new Date().toISOString(),
    settings,
    floorGzipBytes: floorBytes,
    floorLighthouse,
    pages,
    interaction,
    checks,
  };
  mkdirSync(resolve(REPORT, ".."), { recursive: true });
  writeFileSync(REPORT, `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `\n${table(floorBytes, pages, interaction, floorLighthouse)}\n\n${checkLines(checks)}\n\nperf: report written to ${REPORT}`,
  );
  for (const run of pages.flatMap((page) => (page.lighthouse === undefined ? [] : [page.lighthouse]))) {
    const lost = Object.entries(run.failing).filter(([, audits]) => audits.length > 0);
    for (const [category, audits] of lost) console.log(`  ${new URL(run.url).pathname} ${category}: ${audits.join(", ")}`);
  }
  return checks.every((check) => check.kind !== "budget" || check.pass);
}

async function main(): Promise<void> {
  const { scripts } = JSON.parse(readFileSync(resolve(import.meta.dirname, "..", "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const settings = readSettings(process.env, scripts);
  const work = mkdtempSync(join(tmpdir(), "lotto-perf-"));
  try {
    const { floorJs, pages, interaction, lighthouse, floorLighthouse } = await measure(settings, work);
    const results: PageResult[] = pages.map(({ page, js }) => {
      const counted = countedBytes(js, settings);
      // A page that seems to run no JavaScript was measured wrong (no entry told apart): never a pass.
      if (counted <= 0) throw new Error(`perf: no JavaScript counted for ${page.path}: the measurement is broken`);
      const run = lighthouse.find((candidate) => new URL(candidate.url).pathname === page.path);
      return { page, js, countedBytes: counted, ratio: counted / floorJs.gzipBytes, lighthouse: run };
    });
    const passed = report(settings, floorJs.gzipBytes, floorLighthouse, results, interaction);
    process.exitCode = passed ? 0 : 1;
    console.log(passed ? "perf: every budget met" : "perf: a budget was missed (FAIL above)");
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
