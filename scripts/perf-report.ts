import type { InteractionTiming, JsWeight } from "./perf-browser";
import { CATEGORIES, type LighthouseRun } from "./perf-lighthouse";
import type { PerfPage, PerfSettings } from "./perf-settings";

export interface PageResult {
  readonly page: PerfPage;
  readonly js: JsWeight;
  /** The gzipped JS counted against the budget (without the sandbox unless PERF_COUNT_SANDBOX). */
  readonly countedBytes: number;
  readonly ratio: number;
  readonly lighthouse: LighthouseRun | undefined;
}

export interface Check {
  readonly name: string;
  readonly value: number;
  readonly limit: number;
  readonly pass: boolean;
  /** A budget fails the run; a target is only reported. */
  readonly kind: "budget" | "target";
}

export const countedBytes = (js: JsWeight, settings: PerfSettings): number => (settings.countSandbox ? js.gzipBytes : js.gzipBytes - js.sandboxGzipBytes);

const round2 = (value: number): number => Math.round(value * 100) / 100;

export function checksFor(pages: readonly PageResult[], interaction: InteractionTiming, settings: PerfSettings): Check[] {
  const checks: Check[] = [];
  for (const { page, ratio, lighthouse } of pages) {
    checks.push({ name: `${page.path} JS ratio to floor`, value: round2(ratio), limit: settings.maxRatio, pass: ratio <= settings.maxRatio, kind: "budget" });
    if (page.targetRatio !== undefined) {
      checks.push({ name: `${page.path} JS ratio target`, value: round2(ratio), limit: page.targetRatio, pass: ratio <= page.targetRatio, kind: "target" });
    }
    for (const category of lighthouse === undefined ? [] : CATEGORIES) {
      const score = lighthouse?.scores[category] ?? 0;
      const limit = settings.minScores[category];
      checks.push({ name: `${page.path} Lighthouse ${category}`, value: score, limit, pass: score >= limit, kind: "budget" });
    }
  }
  if (interaction.skipped === undefined) {
    const max = settings.interactionMaxMs;
    checks.push({ name: "number toggle (Event Timing)", value: interaction.worstMs, limit: max ?? settings.interactionTargetMs, pass: interaction.worstMs <= (max ?? settings.interactionTargetMs), kind: max === undefined ? "target" : "budget" });
  }
  return checks;
}

/** A score; for performance with several runs also each run's, e.g. "88 (81 88 90)". */
function scoreCell(lighthouse: LighthouseRun | undefined, category: (typeof CATEGORIES)[number]): string {
  if (lighthouse === undefined) return "-";
  const score = String(lighthouse.scores[category]);
  const runs = lighthouse.performanceRuns ?? [];
  return category === "performance" && runs.length > 1 ? `${score} (${runs.join(" ")})` : score;
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

/** The table `npm run perf` prints. */
export function table(floorBytes: number, pages: readonly PageResult[], interaction: InteractionTiming): string {
  const header = ["page", "JS gz KB", "sandbox KB", "counted KB", "× floor", "perf", "a11y", "b.p.", "seo"];
  const rows = [
    ["floor (bare React)", kb(floorBytes), "0.0", kb(floorBytes), "1.00", "", "", "", ""],
    ...pages.map(({ page, js, countedBytes: counted, ratio, lighthouse }) => [
      page.path,
      kb(js.gzipBytes),
      kb(js.sandboxGzipBytes),
      kb(counted),
      ratio.toFixed(2),
      ...CATEGORIES.map((category) => scoreCell(lighthouse, category)),
    ]),
  ];
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => (row[column] ?? "").length)));
  const line = (row: readonly string[]) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ");
  const toggle =
    interaction.skipped === undefined
      ? `number toggle under ${interaction.cpuSlowdown}× CPU slowdown: worst ${interaction.worstMs} ms (each: ${interaction.toggles.join(", ")} ms; 0 = under the 16 ms threshold)`
      : `number toggle: not measured (${interaction.skipped})`;
  return [line(header), ...rows.map(line), "", toggle].join("\n");
}

export function checkLines(checks: readonly Check[]): string {
  return checks
    .map((check) => {
      const mark = check.pass ? "ok  " : check.kind === "budget" ? "FAIL" : "miss";
      const comparison = check.name.includes("Lighthouse") ? "≥" : "≤";
      return `${mark} ${check.kind.padEnd(6)} ${check.name}: ${check.value} (${comparison} ${check.limit})`;
    })
    .join("\n");
}
