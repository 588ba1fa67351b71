import { describe, expect, it } from "vitest";
import { attribute, type CpuProfile, merge, type OriginalPosition, packageOf, top } from "../../../scripts/perf-profile-lib";

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
