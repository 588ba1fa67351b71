import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { nextTask } from "@/start/next-task";

/** Lets every queued microtask run (a few rounds of promise jobs), but no timer. */
const microtasks = async (): Promise<void> => {
  for (let round = 0; round < 10; round++) await Promise.resolve();
};

describe("nextTask (src/start/next-task.ts)", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("resolves in a later task, not among the current task's microtasks", async () => {
    vi.useFakeTimers();
    let resumed = false;
    void nextTask().then(() => {
      resumed = true;
    });
    await microtasks();
    expect(resumed).toBe(false);
    await vi.runAllTimersAsync();
    expect(resumed).toBe(true);
  });

  it("uses scheduler.yield() where the browser has it", async () => {
    const yieldToMain = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: yieldToMain });
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledTimes(1);
  });
});

/**
 * The build writes the first view's modules into one chunk in the order they run, so where
 * src/main.tsx imports the three task breaks decides what each task runs (docs/quality.md, "The
 * modules' evaluation in tasks"): the libraries, then react-dom's set-up, then the browser's
 * internationalisation data, then the adapters, use cases and domain, then the screens.
 */
describe("the start's module task breaks (src/main.tsx)", () => {
  const imports = [...readFileSync("src/main.tsx", "utf8").matchAll(/^import\s+(?:[^"]*?\s+from\s+)?"([^"]+)";$/gms)].map(
    (match) => match[1],
  );

  it("end a task right before react-dom and one right after it", () => {
    const reactDom = imports.indexOf("react-dom/client");
    expect(reactDom).toBeGreaterThan(0);
    expect(imports[reactDom - 1]).toBe("@/start/after-libraries");
    expect(imports[reactDom + 1]).toBe("@/start/after-react-dom");
  });

  it("come before every module of the app", () => {
    const firstAppModule = imports.findIndex((path) => path?.startsWith("@/") === true && !path.startsWith("@/start/"));
    expect(firstAppModule).toBeGreaterThan(imports.indexOf("@/start/after-react-dom"));
  });

  it("end a task right after the container's module, before the screens' modules", () => {
    const container = imports.indexOf("@/adapters/di/container");
    expect(container).toBeGreaterThan(imports.indexOf("@/start/after-react-dom"));
    expect(imports[container + 1]).toBe("@/start/after-adapters");
    const firstScreenModule = imports.findIndex((path) => path?.startsWith("@/ui/") === true);
    expect(firstScreenModule).toBeGreaterThan(container + 1);
  });
});
