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

/**
 * Lighthouse 12 (programmatic API, its default mobile emulation and simulated throttling) on each
 * URL, in one headless Debian chromium started by chrome-launcher.
 */
export async function runLighthouse(urls: readonly string[]): Promise<LighthouseRun[]> {
  const chromePath = chromiumPath();
  const chrome = await launch({
    ...(chromePath === undefined ? {} : { chromePath }),
    chromeFlags: ["--headless", ...CHROMIUM_FLAGS],
  });
  try {
    const runs: LighthouseRun[] = [];
    for (const url of urls) {
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
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
      runs.push({ url, scores, failing, metrics });
    }
    return runs;
  } finally {
    chrome.kill();
  }
}
