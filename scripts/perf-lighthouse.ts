import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, chromiumPath } from "./perf-browser";
import {
  CATEGORIES,
  type Category,
  lcpElementOf,
  type LighthouseRun,
  type LoadFigures,
  mainThreadTime,
  medianRun,
  type SingleRun,
  type TraceEvent,
  untilFinished,
} from "./perf-lighthouse-lib";

type Audit = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"]["audits"][string];

/** "errors-in-console (2: Failed to load …)": the audit and, when it lists items, the first of them. */
function describe(id: string, audit: Audit | undefined): string {
  const details = audit?.details as { items?: { description?: unknown; url?: unknown }[] } | undefined;
  const first = details?.items?.[0];
  const item = typeof first?.description === "string" ? first.description : typeof first?.url === "string" ? first.url : "";
  return `${id} (${String(audit?.displayValue ?? audit?.score ?? "")}${item === "" ? "" : `: ${item.slice(0, 160)}`})`;
}

const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
];

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
  const trace = (result.artifacts as { Trace?: { traceEvents?: readonly TraceEvent[] } }).Trace?.traceEvents ?? [];
  const { cpuMs, wallMs } = mainThreadTime(trace);
  const load: LoadFigures = {
    requests: diagnostics?.numRequests ?? 0,
    renderBlocking: blocking.length,
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    mainThreadMs: Math.round(audits["mainthread-work-breakdown"]?.numericValue ?? 0),
    cpuMs,
    taskWallMs: wallMs,
    failed: result.lhr.runtimeError !== undefined,
    ...(result.lhr.runtimeError === undefined ? {} : { error: result.lhr.runtimeError.code }),
  };
  const lcpElement = lcpElementOf(audits["largest-contentful-paint-element"]?.details);
  return { url, scores, failing, metrics, load, ...(lcpElement === undefined ? {} : { lcpElement }) };
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
      for (const url of urls) byUrl.get(url)?.push(await untilFinished(() => runOnce(url, chrome.port)));
    }
    return urls.map((url) => medianRun(byUrl.get(url) ?? []));
  } finally {
    chrome.kill();
  }
}
