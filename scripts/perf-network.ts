/**
 * `npm run perf:network [-- <built dir> …]`: what a player on a slow phone network sees, in a real
 * browser rather than Lighthouse's simulation. Each page is loaded cold 5 times per build on a
 * phone-sized screen under Slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and 4× CPU
 * slowdown, served by nginx with the sandbox API as `npm run perf` serves it, and the median is
 * printed: the first paint and the largest one (the browser's own entries), the moment the app
 * has run (`#root[data-render]`, set once React has committed: before it a prerendered page is
 * inert), and the cumulative layout shift until the page's data has come (no skeleton or spinner left, 1 s
 * later). With directories (each built with `npm run build`), those builds are compared; without,
 * the shop is built once. `--pages /ar,/ar/checkout` measures other pages than `/`, the game page
 * and `/checkout`. docs/quality.md, "Scripts at low priority".
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { option, positional } from "./cli-args";
import { launchBrowser, LIGHTHOUSE_PHONE } from "./perf-browser";
import { buildApp } from "./perf-build";
import { median } from "./perf-report";
import { serveWithNginx, startSandboxServer } from "./perf-serve";

const PAGES = (option("--pages") ?? "/,/lucky-day,/checkout").split(",");
const ROUNDS = 5;
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

interface Load {
  readonly firstPaint: number;
  readonly largestPaint: number;
  readonly appReady: number;
  readonly layoutShift: number;
}

interface Marks {
  __largestPaint: number;
  __appReady: number;
  __layoutShift: number;
}

const work = mkdtempSync(join(tmpdir(), "perf-network-"));
const dirs = positional(["--pages"]);
const builds = dirs.length > 0 ? dirs : [buildApp(join(work, "app"), "build").dir];
const api = await startSandboxServer();
const servers = await Promise.all(builds.map((dir) => serveWithNginx(dir, api.url)));
const browser = await launchBrowser();
const loads = new Map<string, Load[]>();
try {
  // Rounds outermost, builds and pages taking turns, so a busy moment of the machine lands on all.
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, server] of servers.entries()) {
      for (const path of PAGES) {
        const context = await browser.newContext({ viewport: LIGHTHOUSE_PHONE, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        await page.addInitScript(() => {
          const marks = window as unknown as Marks;
          marks.__largestPaint = 0;
          marks.__appReady = 0;
          marks.__layoutShift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) marks.__layoutShift += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) marks.__largestPaint = entry.startTime;
          }).observe({ type: "largest-contentful-paint", buffered: true });
          const ready = new MutationObserver(() => {
            if (marks.__appReady === 0 && document.querySelector("#root[data-render]") !== null) {
              marks.__appReady = performance.now();
              ready.disconnect();
            }
          });
          ready.observe(document, { subtree: true, attributes: true, attributeFilter: ["data-render"] });
        });
        await page.goto(`${server.url}${path}`, { waitUntil: "load" });
        await page.waitForFunction(() => (window as unknown as Marks).__appReady > 0, null, { timeout: 60_000 });
        // The layout shift counts until the page's data has come and the page has settled.
        await page.waitForFunction(() => document.querySelector(".ui-skeleton, .ui-spinner") === null, null, { timeout: 60_000 });
        await page.waitForTimeout(1000);
        const load = await page.evaluate((): Load => {
          const marks = window as unknown as Marks;
          return {
            firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
            largestPaint: marks.__largestPaint,
            appReady: marks.__appReady,
            layoutShift: marks.__layoutShift,
          };
        });
        const key = `${String(index)} ${path}`;
        loads.set(key, [...(loads.get(key) ?? []), load]);
        await context.close();
      }
    }
  }
  console.log(`\nSlow 4G and 4× CPU, ${String(ROUNDS)} cold loads each, medians (ms; the layout shift as a score):`);
  console.log("build".padEnd(28), "page".padEnd(24), "first paint", "largest paint", "app ready", "layout shift");
  for (const [index, dir] of builds.entries()) {
    for (const path of PAGES) {
      const runs = loads.get(`${String(index)} ${path}`) ?? [];
      const row = [
        median(runs.map((run) => run.firstPaint)),
        median(runs.map((run) => run.largestPaint)),
        median(runs.map((run) => run.appReady)),
      ];
      console.log(
        (dirs.length > 0 ? dir : "this tree").slice(-28).padEnd(28),
        path.padEnd(24),
        row.map((value) => String(Math.round(value)).padStart(11)).join("  "),
        median(runs.map((run) => run.layoutShift))
          .toFixed(3)
          .padStart(12),
      );
    }
  }
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
  await api.stop();
  rmSync(work, { recursive: true, force: true });
}
