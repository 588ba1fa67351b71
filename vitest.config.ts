import { existsSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath, URL } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const alias = {
  // inversify imports `reflect-metadata/lite`; the app ships its own few lines instead (vite.config.ts),
  // and the tests run those same lines (inversify's packages are inlined below so the alias reaches them).
  "reflect-metadata/lite": fileURLToPath(new URL("./src/adapters/di/reflect-metadata-lite.ts", import.meta.url)),
  "@": fileURLToPath(new URL("./src", import.meta.url)),
  "@mocks": fileURLToPath(new URL("./mocks", import.meta.url)),
};

const UNIT = "tests/unit";

/**
 * Node's options for each unit-test worker:
 * - `--single-threaded`: V8 compiles and collects garbage on the worker's own thread. Its
 *   background threads (concurrent compilation, parallel and concurrent GC) only compete with the
 *   other workers for the cores: the pass runs more workers than cores and keeps them busy. On a
 *   2-core machine the unit pass took 0.93× the wall time, over seven pairs of runs taking turns
 *   (docs/quality.md, "7 Dec, evening: V8's background threads").
 * - bidi-js's tables built once per worker instead of at each direction jsdom works out
 *   (tests/unit/support/bidi-once.mjs).
 */
const execArgv = ["--single-threaded", "--import", new URL("./tests/unit/support/bidi-once.mjs", import.meta.url).href];

// inversify's packages go through Vite, so the `reflect-metadata/lite` alias above reaches their import.
const server = { deps: { inline: ["inversify", /@inversifyjs/] } };

/**
 * Unit test files that need a fresh module registry and globals of their own, so they run in the
 * `unit-isolated` project (docs/quality.md, "Unit tests"). Every other unit file runs in `unit`,
 * whose workers load each module once for all their files. Add a file here when it fails only
 * after another file ran in the same worker.
 */
const NEEDS_ISOLATION = [
  // Module-level vi.mock: a mock replaces only a module the worker has not loaded yet.
  "ui/features/play/number-picker.renders.test.tsx",
  // Module state the tests build on: which i18n namespaces are loaded (the provider's test loads
  // them too), react-aria's tooltip warm-up, the toast region loaded lazily with its pending queue.
  "ui/i18n/app-i18n-provider.test.tsx",
  "ui/i18n/namespaces.test.ts",
  "ui/components/tooltip.test.tsx",
  "ui/components/toast/pending-toasts.test.tsx",
].map((file) => `${UNIT}/${file}`);

/**
 * `npm test` runs the domain's tests once, in the coverage pass (`npm run test:coverage`), and sets
 * UNIT_TESTS=without-domain for its run of every other unit test (docs/quality.md, "Unit test time").
 */
const LEFT_OUT = process.env["UNIT_TESTS"] === "without-domain" ? [`${UNIT}/domain/**`] : [];

/** A component test asks for the DOM with `// @vitest-environment jsdom` at its top. */
const wantsDom = (file: string): boolean => /@vitest-environment\s+jsdom/.test(readFileSync(file, "utf8").slice(0, 1000));

/**
 * The files of several seconds each, started first in their group whatever Vitest knows of them:
 * Vitest orders by the last run's durations, and a fresh clone has none, so it went by file size
 * and these started 30–45 s into the unit pass and ended it alone (7 Dec: the fault matrices
 * 7–25 s each, the decoders' properties and the sandbox's request fuzz 5–7 s).
 */
const SLOW_FIRST = [
  "ui/fault/account-faults.test.tsx",
  "ui/fault/wallet-faults.test.tsx",
  "ui/fault/auth-faults.test.tsx",
  "ui/fault/checkout-faults.test.tsx",
  "adapters/http/decoders.property.test.ts",
  "mocks/request-fuzz.test.ts",
].map((file) => `${UNIT}/${file}`);
for (const file of SLOW_FIRST)
  if (!existsSync(fileURLToPath(new URL(`./${file}`, import.meta.url))))
    throw new Error(`vitest.config.ts: SLOW_FIRST names ${file}, which is gone`);

/**
 * Vitest's order (slowest or largest first) with SLOW_FIRST ahead, then grouped: isolated files,
 * component tests, the rest. A shared worker is kept only while the next file in the queue has its
 * environment, so with jsdom and Node files mixed every switch would start a worker and reload
 * everything.
 */
class WorkerGroupSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const group = (spec: TestSpecification): number => (spec.project.config.isolate ? 0 : wantsDom(spec.moduleId) ? 1 : 2);
    const slow = (spec: TestSpecification): number => {
      const index = SLOW_FIRST.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
      return index === -1 ? SLOW_FIRST.length : index;
    };
    // Each file's group and rank once (the group reads the file); the sort is stable, so Vitest's order stays within them.
    const ordered = await super.sort(files);
    const rank = new Map(ordered.map((spec) => [spec, [group(spec), slow(spec)] as const]));
    return ordered.sort((a, b) => {
      const [ga = 0, sa = 0] = rank.get(a) ?? [];
      const [gb = 0, sb = 0] = rank.get(b) ?? [];
      return ga - gb || sa - sb;
    });
  }
}

// Component tests drive react-aria through jsdom with user-event; on a 2-core machine that is
// slow, and a timeout is not a finding. Rules tests finish in milliseconds.
const testTimeout = 30_000;

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default leaves one core idle (cores − 1): on a 2-core machine that is one worker.
    // One worker more than cores, as for Playwright: with one per core the CPU stood 30–85 % idle
    // for a third of the unit pass (workers waiting on timers and imports), and the pass took
    // 55–56 s with 2 workers against 47–50 s with 3 on a 2-core machine (docs/quality.md).
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: WorkerGroupSequencer },
    coverage: {
      provider: "v8",
      include: ["src/domain/**/*.ts"],
      reporter: ["text-summary", "text"],
      // Issue 2: the pure domain is the auditors' object; keep it fully exercised.
      thresholds: { "src/domain/**": { lines: 95, branches: 95, functions: 95, statements: 95 } },
    },
    projects: [
      {
        // Rules, use cases, adapters and the sandbox run in Node; component tests ask for jsdom
        // with `// @vitest-environment jsdom` at their top. isolate: false: a worker loads effect,
        // React, react-aria and the app's modules once for all its files instead of once per file;
        // tests/unit/setup.ts puts back, before each file, what a fresh worker would give it.
        resolve: { alias },
        test: {
          name: "unit",
          include: [`${UNIT}/**/*.test.{ts,tsx}`],
          exclude: [...NEEDS_ISOLATION, ...LEFT_OUT],
          environment: "node",
          isolate: false,
          setupFiles: [`${UNIT}/setup.ts`],
          execArgv,
          testTimeout,
          server,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "unit-isolated",
          include: NEEDS_ISOLATION,
          environment: "node",
          setupFiles: [`${UNIT}/setup.ts`],
          execArgv,
          testTimeout,
          server,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "contract",
          include: ["tests/contract/**/*.test.ts"],
          environment: "node",
          pool: "forks",
          fileParallelism: false,
          // One worker runs the files one after another, loading Pact's native core once.
          isolate: false,
          // After the unit projects when one command runs them all (they use every core).
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          env: { PACT_DO_NOT_TRACK: "true" },
          server,
        },
      },
    ],
  },
});
