import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { type Browser, chromium, type Response } from "@playwright/test";

/** Debian's chromium when present, as in playwright.config.ts (STACK.md). */
export const chromiumPath = (): string | undefined => {
  const path = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
  return existsSync(path) ? path : undefined;
};

/** Without the background-networking flags Chromium floods the closed network (STACK.md). */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Lighthouse's mobile screen, for the measurements made beside it (perf:profile, perf:network). */
export const LIGHTHOUSE_PHONE = { width: 412, height: 823 } as const;

export function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  return chromium.launch({ ...(executablePath === undefined ? {} : { executablePath }), args: CHROMIUM_FLAGS });
}

export interface JsWeight {
  /** gzip -9 bytes of every script the first view of the page downloaded. */
  readonly gzipBytes: number;
  /** The part of it that only the in-browser sandbox needs (not shipped in production). */
  readonly sandboxGzipBytes: number;
  readonly files: readonly { path: string; gzipBytes: number; sandbox: boolean }[];
}

const isScript = (response: Response): boolean =>
  response.request().resourceType() === "script" || (response.headers()["content-type"] ?? "").includes("javascript");

/**
 * The JavaScript a first, cold view of `url` transfers, each body gzipped at level 9 by node:zlib
 * so the figure does not depend on the server's compression settings.
 */
export async function measureJs(browser: Browser, url: string, sandboxFiles: ReadonlySet<string>): Promise<JsWeight> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<JsWeight["files"][number] | undefined>[] = [];
  page.on("response", (response) => {
    if (!isScript(response) || response.status() !== 200) return;
    const path = new URL(response.url()).pathname;
    pending.push(
      response.body().then(
        (body) => ({ path, gzipBytes: gzipSync(body, { level: 9 }).length, sandbox: sandboxFiles.has(path) }),
        () => undefined,
      ),
    );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  // On a busy machine the entry can run for longer than networkidle's 500 ms quiet: wait until the
  // page shows its heading (its route's code has run), then for the network to be quiet again, so
  // the route's chunks are always counted.
  await page.locator("h1").first().waitFor({ state: "attached", timeout: 60_000 });
  await page.waitForLoadState("networkidle");
  const files = (await Promise.all(pending)).filter((file) => file !== undefined);
  await context.close();
  const sum = (list: typeof files) => list.reduce((total, file) => total + file.gzipBytes, 0);
  return { gzipBytes: sum(files), sandboxGzipBytes: sum(files.filter((file) => file.sandbox)), files };
}

export interface InteractionTiming {
  /** The longest Event Timing duration of each toggle (ms); 0 when below the 16 ms threshold. */
  readonly toggles: readonly number[];
  readonly worstMs: number;
  readonly cpuSlowdown: number;
  /** Why nothing could be measured (no such button), if so. */
  readonly skipped?: string;
}

interface TimingWindow {
  __eventTimings: { name: string; duration: number; interactionId: number }[];
}

/**
 * Toggles the number button `name` on the page under a CPU slowdown and reads the Event Timing
 * entries (PerformanceObserver "event", durationThreshold 16) of each interaction.
 */
export async function measureToggle(
  browser: Browser,
  url: string,
  name: string,
  cpuSlowdown: number,
  times = 4,
): Promise<InteractionTiming> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "networkidle" });
  const button = page.getByRole("button", { name, exact: true }).first();
  if (!(await button.isVisible())) {
    await context.close();
    return { toggles: [], worstMs: 0, cpuSlowdown, skipped: `no button named "${name}" on ${url}` };
  }
  await page.evaluate(() => {
    const target = window as unknown as TimingWindow;
    target.__eventTimings = [];
    new PerformanceObserver((list) => {
      // interactionId groups the pointerdown/pointerup/click of one interaction (not yet in lib.dom).
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[]) {
        target.__eventTimings.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId });
      }
    }).observe({ type: "event", durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  const toggles: number[] = [];
  for (let index = 0; index < times; index += 1) {
    await page.evaluate(() => ((window as unknown as TimingWindow).__eventTimings = []));
    await button.click();
    // Entries are delivered after the next paint; give the slowed-down page time to report.
    await page.waitForTimeout(1000);
    const entries = await page.evaluate(() => (window as unknown as TimingWindow).__eventTimings);
    toggles.push(Math.max(0, ...entries.filter((entry) => entry.interactionId > 0).map((entry) => entry.duration)));
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await context.close();
  return { toggles, worstMs: Math.max(0, ...toggles), cpuSlowdown };
}
