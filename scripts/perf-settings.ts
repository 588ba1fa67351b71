import type { Category } from "./perf-lighthouse-lib";

/** The budgets of `npm run perf` (docs/quality.md), each overridable through the environment. */
export interface PerfSettings {
  readonly pages: readonly PerfPage[];
  /** Fail when a page's JS is more than this many times the floor's. */
  readonly maxRatio: number;
  /**
   * Fail below these Lighthouse scores (0–100): accessibility, best practices and SEO always;
   * performance only when PERF_MIN_PERFORMANCE is set (an idle machine's check, docs/quality.md).
   */
  readonly minScores: Readonly<Record<Exclude<Category, "performance">, number>> & { readonly performance: number | undefined };
  /** Fail when a page makes more requests in its first view (Lighthouse diagnostics). */
  readonly maxRequests: number;
  /** Fail when a page has more render-blocking requests. */
  readonly maxRenderBlocking: number;
  /** Fail when a page's main-thread CPU time is more than this many times the floor's (medians of the rounds, docs/quality.md). */
  readonly maxCpuRatio: number;
  /** Reported against: a page's LCP ÷ the floor's in the same round (not gated, docs/quality.md). */
  readonly maxLcpRatio: number;
  /** Reported against (an idle machine's figures), never failing: docs/quality.md. */
  readonly targetPerformance: number;
  readonly targetLcpMs: number;
  readonly targetTbtMs: number;
  /** Reported against; fails only when PERF_INTERACTION_MAX_MS is set. */
  readonly interactionTargetMs: number;
  readonly interactionMaxMs: number | undefined;
  readonly cpuSlowdown: number;
  readonly numberButton: string;
  /** Count the sandbox's own chunks (MSW, handlers, seed) as page weight too. */
  readonly countSandbox: boolean;
  readonly lighthouse: boolean;
  /** Lighthouse runs per page; the median performance run is reported and checked. */
  readonly lighthouseRuns: number;
  /** The npm script that builds the shop: `build`, the production build players get. */
  readonly buildScript: string;
  /**
   * A build of `buildScript` already made with `--manifest` (PERF_APP_DIR): measured instead of
   * building again. CI passes its production build.
   */
  readonly appDir: string | undefined;
  /**
   * Answer the API with the sandbox over HTTP (npm run sandbox) behind the same nginx, for a build
   * without the in-browser sandbox. Off for `build:sandbox`, whose service worker answers.
   */
  readonly sandboxServer: boolean;
}

export interface PerfPage {
  readonly label: string;
  readonly path: string;
  /** The ratio aimed at (reported, not enforced). */
  readonly targetRatio: number | undefined;
}

type Env = Readonly<Record<string, string | undefined>>;

function numberFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return value;
}

function optionalNumber(env: Env, name: string): number | undefined {
  const raw = env[name]?.trim();
  return raw === undefined || raw === "" ? undefined : numberFrom(env, name, 0);
}

const flag = (env: Env, name: string): boolean => ["1", "true", "yes"].includes(env[name]?.trim().toLowerCase() ?? "");

/** Whether `script` builds with the in-browser sandbox (`vite build --mode sandbox`). */
export const hasInBrowserSandbox = (script: string, scripts: Readonly<Record<string, string>>): boolean =>
  /--mode\s+sandbox\b/.test(scripts[script] ?? "");

export function readSettings(env: Env, scripts: Readonly<Record<string, string>>): PerfSettings {
  // What players get: the production build, its API answered by the sandbox server through nginx.
  const buildScript = env["PERF_BUILD_SCRIPT"] ?? "build";
  return {
    pages: [
      // The targets of issue 16: 2.5× on `/` and the game page, 2.7× on the checkout.
      { label: "home", path: "/", targetRatio: numberFrom(env, "PERF_TARGET_RATIO_HOME", 2.5) },
      // A game page slug from the sandbox seed (mocks/seed-games.ts).
      { label: "game", path: env["PERF_GAME_PATH"] ?? "/lucky-day", targetRatio: numberFrom(env, "PERF_TARGET_RATIO_GAME", 2.5) },
      { label: "checkout", path: "/checkout", targetRatio: numberFrom(env, "PERF_TARGET_RATIO_CHECKOUT", 2.7) },
    ],
    maxRatio: numberFrom(env, "PERF_MAX_RATIO", 3.0),
    minScores: {
      performance: optionalNumber(env, "PERF_MIN_PERFORMANCE"),
      accessibility: numberFrom(env, "PERF_MIN_ACCESSIBILITY", 100),
      "best-practices": numberFrom(env, "PERF_MIN_BEST_PRACTICES", 100),
      seo: numberFrom(env, "PERF_MIN_SEO", 100),
    },
    maxRequests: numberFrom(env, "PERF_MAX_REQUESTS", 40),
    maxRenderBlocking: numberFrom(env, "PERF_MAX_RENDER_BLOCKING", 2),
    maxCpuRatio: numberFrom(env, "PERF_MAX_CPU_RATIO", 8),
    maxLcpRatio: numberFrom(env, "PERF_MAX_LCP_RATIO", 2.6),
    targetPerformance: numberFrom(env, "PERF_TARGET_PERFORMANCE", 95),
    targetLcpMs: numberFrom(env, "PERF_TARGET_LCP_MS", 2000),
    targetTbtMs: numberFrom(env, "PERF_TARGET_TBT_MS", 150),
    interactionTargetMs: numberFrom(env, "PERF_INTERACTION_TARGET_MS", 100),
    interactionMaxMs: optionalNumber(env, "PERF_INTERACTION_MAX_MS"),
    cpuSlowdown: numberFrom(env, "PERF_CPU_SLOWDOWN", 4),
    numberButton: env["PERF_NUMBER_BUTTON"] ?? "Number 7",
    countSandbox: flag(env, "PERF_COUNT_SANDBOX"),
    lighthouse: !flag(env, "PERF_SKIP_LIGHTHOUSE"),
    lighthouseRuns: Math.max(1, Math.round(numberFrom(env, "PERF_LIGHTHOUSE_RUNS", 3))),
    buildScript,
    appDir: env["PERF_APP_DIR"]?.trim() || undefined,
    sandboxServer: !hasInBrowserSandbox(buildScript, scripts),
  };
}
