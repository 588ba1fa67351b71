import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, chromiumPath } from "./perf-browser";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseRun {
  readonly url: string;
  /** 0–100 per category. */
  readonly scores: Record<Category, number>;
  /** Audits that cost points, per category: what to fix first. */
  readonly failing: Record<Category, readonly string[]>;
  readonly metrics: Readonly<Record<string, number>>;
  /** Figures that do not depend on the machine's speed, and Lighthouse's measure of that speed. */
  readonly load?: LoadFigures;
  /** The performance score of every run of this URL, in run order; the run reported is the median one. */
  readonly performanceRuns: readonly number[];
  /** Every run of this URL in run order (round 1, 2, …), to pair each with the floor's run of its round. */
  readonly runs?: readonly SingleRun[];
}

export interface LoadFigures {
  /** Requests of the first view (Lighthouse diagnostics `numRequests`). */
  readonly requests: number;
  /** Render-blocking requests (Lighthouse `render-blocking-insight`). */
  readonly renderBlocking: number;
  /** Lighthouse's CPU benchmark of this run (lhr.environment.benchmarkIndex): lower = slower or busier machine. */
  readonly benchmarkIndex: number;
  /** Main-thread work observed in the unthrottled load, ms (`mainthread-work-breakdown`). */
  readonly mainThreadMs: number;
}

type Audit = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"]["audits"][string];

/** "errors-in-console (2: Failed to load …)": the audit and, when it lists items, the first of them. */
function describe(id: string, audit: Audit | undefined): string {
  const details = audit?.details as { items?: { description?: unknown; url?: unknown }[] } | undefined;
  const first = details?.items?.[0];
  const item = typeof first?.description === "string" ? first.description : typeof first?.url === "string" ? first.url : "";
  return `${id} (${String(audit?.displayValue ?? audit?.score ?? "")}${item === "" ? "" : `: ${item.slice(0, 160)}`})`;
}

const METRICS = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"];

export type SingleRun = Omit<LighthouseRun, "performanceRuns" | "runs">;

/**
 * The run with the median performance score (the lower middle for an even count). One Lighthouse
 * run of a page varies by several points on a shared machine; its authors advise the median of
 * several runs, and the run reported keeps its own metrics and audits together.
 */
export function medianRun(runs: readonly SingleRun[]): LighthouseRun {
  if (runs.length === 0) throw new Error("medianRun needs at least one run");
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] as SingleRun;
  return { ...median, performanceRuns: runs.map((run) => run.scores.performance), runs };
}

async function runOnce(url: string, port: number): Promise<SingleRun> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
  if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const scores = {} as Record<Category, number>;
  const failing = {} as Record<Category, string[]>;
  for (const id of CATEGORIES) {
    const category = categories[id];
    scores[id] = Math.round((category?.score ?? 0) * 100);
    failing[id] = (category?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => describe(ref.id, audits[ref.id]));
  }
  const metrics = Object.fromEntries(METRICS.map((id) => [id, Math.round((audits[id]?.numericValue ?? 0) * 100) / 100]));
  const diagnostics = (audits["diagnostics"]?.details as { items?: { numRequests?: number }[] } | undefined)?.items?.[0];
  const blocking = (audits["render-blocking-insight"]?.details as { items?: unknown[] } | undefined)?.items ?? [];
  const load: LoadFigures = {
    requests: diagnostics?.numRequests ?? 0,
    renderBlocking: blocking.length,
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    mainThreadMs: Math.round(audits["mainthread-work-breakdown"]?.numericValue ?? 0),
  };
  return { url, scores, failing, metrics, load };
}

/**
 * Lighthouse 12 (programmatic API, its default mobile emulation and simulated throttling) on each
 * URL `runs` times, the URLs taking turns so a busy moment of the machine does not land on one page
 * only, in one headless Debian chromium started by chrome-launcher. Each URL reports its median run.
 * Give the floor page first: each round then measures it just before the pages it is compared with.
 */
export async function runLighthouse(urls: readonly string[], runs = 1): Promise<LighthouseRun[]> {
  const chromePath = chromiumPath();
  const chrome = await launch({
    ...(chromePath === undefined ? {} : { chromePath }),
    chromeFlags: ["--headless", ...CHROMIUM_FLAGS],
  });
  try {
    const byUrl = new Map<string, SingleRun[]>(urls.map((url) => [url, []]));
    for (let round = 0; round < Math.max(1, runs); round += 1) {
      for (const url of urls) byUrl.get(url)?.push(await runOnce(url, chrome.port));
    }
    return urls.map((url) => medianRun(byUrl.get(url) ?? []));
  } finally {
    chrome.kill();
  }
}
