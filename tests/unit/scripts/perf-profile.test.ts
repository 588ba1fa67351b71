import { describe, expect, it } from "vitest";
import {
  attribute,
  type CpuProfile,
  during,
  mainThreadTasks,
  merge,
  type OriginalPosition,
  packageOf,
  top,
  type TraceEvent,
} from "../../../scripts/perf-profile-lib";

const frame = (functionName: string, url = "", lineNumber = 0) => ({ functionName, url, lineNumber, columnNumber: 0 });

/** Four nodes: the program, one app function and one library function (both mapped), and a script without a map. */
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame("(program)") },
    { id: 2, callFrame: frame("a", "http://127.0.0.1:8080/assets/app.js", 0) },
    { id: 3, callFrame: frame("b", "http://127.0.0.1:8080/assets/app.js", 1) },
    { id: 4, callFrame: frame("", "http://127.0.0.1:8080/assets/runtime.js") },
  ],
  samples: [1, 2, 3, 3, 4, 2],
  timeDeltas: [500, 100, 200, 200, 50, 100],
};

const original: OriginalPosition = (url, line) => {
  if (!url.endsWith("/app.js")) return undefined;
  return line === 1
    ? { source: "../../../work/main/src/ui/app/app-shell.tsx", line: 12, name: "Layout" }
    : { source: "../../node_modules/react-dom/cjs/react-dom-client.production.js", line: 4627, name: "renderWithHooks" };
};

describe("perf:profile's attribution of a CPU profile", () => {
  it("names packages and app folders", () => {
    expect(packageOf("../node_modules/@tanstack/router-core/dist/esm/router.js")).toBe("@tanstack/router-core");
    expect(packageOf("../node_modules/react-dom/cjs/x.js")).toBe("react-dom");
    expect(packageOf("../../work/main/src/ui/app/app-shell.tsx")).toBe("src/ui/app");
    expect(packageOf("/assets/runtime.js")).toBe("/assets/runtime.js");
  });

  it("gives each sample's time to its original function and package; unmapped scripts keep their path", () => {
    const { byPackage, byFunction } = attribute(profile, original);
    expect(Object.fromEntries(byPackage)).toEqual({
      "(program)": 500,
      "src/ui/app": 200,
      "react-dom": 400,
      "/assets/runtime.js": 50,
    });
    expect(byFunction.get("Layout src/ui/app/app-shell.tsx:12")).toBe(200);
    expect(byFunction.get("renderWithHooks react-dom/cjs/react-dom-client.production.js:4627")).toBe(400);
    expect(byFunction.get("(anonymous) /assets/runtime.js")).toBe(50);
  });

  it("adds loads up and reports milliseconds per load, largest first", () => {
    const both = merge([attribute(profile, original), attribute(profile, original)]);
    expect(top(both.byPackage, 2, 2)).toEqual([
      { key: "(program)", ms: 0.5 },
      { key: "react-dom", ms: 0.4 },
    ]);
  });
});

describe("perf:profile's long tasks from a trace", () => {
  const PAGE = "http://127.0.0.1:8080/";
  const main = { pid: 7, tid: 1 };
  /** A complete event on the page's main thread: start and duration in ms after the navigation at 1 s. */
  const on = (name: string, startMs: number, durationMs: number, where = main): TraceEvent => ({
    name,
    ph: "X",
    ts: 1_000_000 + startMs * 1000,
    dur: durationMs * 1000,
    ...where,
  });
  const events: TraceEvent[] = [
    { name: "navigationStart", ph: "R", ts: 1_000_000, ...main },
    { ...on("ParseHTML", 40, 5), args: { beginData: { url: `${PAGE}?x=1` } } },
    // Before the paint: long, but not blocking by Total Blocking Time's rule.
    on("RunTask", 100, 120),
    on("v8.compileModule", 100, 100),
    { name: "firstContentfulPaint", ph: "R", ts: 1_000_000 + 300_000, ...main },
    on("RunTask", 400, 700),
    on("v8.evaluateModule", 401, 690),
    on("FunctionCall", 402, 30),
    on("RunTask", 1200, 50),
    on("RunTask", 1300, 80),
    on("RunMicrotasks", 1300, 79),
    // Another process's thread (the blank page before the navigation) is not the page's.
    on("RunTask", 500, 900, { pid: 3, tid: 1 }),
  ];

  it("lists the tasks over 50 ms with what they ran, and adds up the blocking time after the first paint", () => {
    expect(mainThreadTasks(events, PAGE)).toEqual({
      firstPaintMs: 300,
      longTasks: [
        { ts: 1_100_000, startMs: 100, durationMs: 120, doing: "v8.compileModule" },
        { ts: 1_400_000, startMs: 400, durationMs: 700, doing: "v8.evaluateModule" },
        { ts: 2_300_000, startMs: 1300, durationMs: 80, doing: "RunMicrotasks" },
      ],
      blockingAfterPaintMs: 650 + 30,
    });
  });

  it("keeps a profile's samples inside a task's window", () => {
    // Samples at 1.0005, 1.0006, 1.0008, 1.0010, 1.00105 and 1.00115 s on the trace's clock.
    const timed = { ...profile, startTime: 1_000_000 };
    const window = during(timed, 1_000_600, 1_001_000);
    expect(window.samples).toEqual([2, 3]);
    expect(window.timeDeltas).toEqual([100, 200]);
    expect(attribute(window, original).byPackage).toEqual(
      new Map([
        ["src/ui/app", 100],
        ["react-dom", 200],
      ]),
    );
  });

  it("finds nothing in a trace without the page", () => {
    expect(mainThreadTasks(events, "http://127.0.0.1:9999/")).toEqual({
      firstPaintMs: null,
      longTasks: [],
      blockingAfterPaintMs: 0,
    });
  });
});
