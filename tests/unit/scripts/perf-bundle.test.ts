import { describe, expect, it } from "vitest";
import { charge, decodeSegment, firstViewChunks, groupOf, type Manifest, normalise } from "../../../scripts/perf-bundle-lib";

describe("decodeSegment (Base64 VLQ of a source-map segment)", () => {
  it.each([
    ["AAAA", [0, 0, 0, 0]],
    ["CAAC", [1, 0, 0, 1]],
    ["D", [-1]],
    ["gB", [16]],
    ["hB", [-16]],
    ["2HAAC", [123, 0, 0, 1]],
  ])("%s → %j", (segment, values) => {
    expect(decodeSegment(segment)).toEqual(values);
  });

  it("refuses a character outside Base64", () => {
    expect(() => decodeSegment("A*")).toThrow(/Base64 VLQ/);
  });
});

describe("charge (a chunk's gzip bytes shared by the sources of its map)", () => {
  it("charges each generated span to its mapping's source, in proportion", () => {
    // Line 0: columns 0-5 from a.ts, 6-9 from b.ts (10 characters + the newline, 11 in all).
    const code = "aaaaaabbbb";
    const charged = charge(code, 110, { sources: ["../../src/a.ts", "../node_modules/b/index.js"], mappings: "AAAA,MCAA" });
    expect(charged.sources.get("src/a.ts")).toBeCloseTo(60);
    expect(charged.sources.get("node_modules/b/index.js")).toBeCloseTo(50);
    expect([...charged.sources.values()].reduce((sum, bytes) => sum + bytes, 0)).toBeCloseTo(110);
  });

  it("charges code before the first mapping and segments without a source to no source", () => {
    const charged = charge("xxxxaaaa\nyy", 12, { sources: ["src/a.ts"], mappings: "IAAA;A" });
    expect(charged.sources.get("src/a.ts")).toBeCloseTo(5);
    expect([...charged.sources.keys()]).toContain("(no source: chunk runtime, whitespace)");
  });

  it("charges a chunk without a map to no source", () => {
    expect([...charge("abc", 3, undefined).sources.values()]).toEqual([3]);
  });
});

describe("firstViewChunks (the entry's and the route's static imports)", () => {
  const manifest: Manifest = {
    "index.html": { file: "assets/index.js", isEntry: true, imports: ["_core.js"], dynamicImports: ["src/lazy.ts"] },
    "_core.js": { file: "assets/core.js" },
    "src/lazy.ts": { file: "assets/lazy.js" },
    "route?split": { file: "assets/route.js", imports: ["index.html", "_core.js", "_kit.js"] },
    "_kit.js": { file: "assets/kit.js", imports: ["_core.js"] },
  };

  it("follows static imports once each and leaves dynamic imports out", () => {
    expect(firstViewChunks(manifest, ["route?split"])).toEqual([
      "assets/index.js",
      "assets/core.js",
      "assets/route.js",
      "assets/kit.js",
    ]);
  });

  it("adds the chunks the route's loader imports (its area module)", () => {
    expect(firstViewChunks(manifest, ["route?split", "src/lazy.ts"])).toContain("assets/lazy.js");
  });

  it("names a route the manifest does not have", () => {
    expect(() => firstViewChunks(manifest, ["route?split", "missing"])).toThrow(/missing/);
  });
});

describe("normalise and groupOf (packages and app areas)", () => {
  it.each([
    [
      "../../node_modules/.pnpm/x/node_modules/@tanstack/router-core/dist/esm/router.js",
      "node_modules/@tanstack/router-core/dist/esm/router.js",
      "@tanstack/router-core",
    ],
    ["../../work/main/src/ui/features/play/picker.tsx", "src/ui/features/play/picker.tsx", "src/ui/features"],
    ["../src/application/cart/sync-cart.use-case.ts", "src/application/cart/sync-cart.use-case.ts", "src/application"],
    [
      "../../node_modules/react-dom/cjs/react-dom-client.production.js",
      "node_modules/react-dom/cjs/react-dom-client.production.js",
      "react-dom",
    ],
    ["src/main.tsx", "src/main.tsx", "src"],
  ])("%s", (source, path, group) => {
    expect(normalise(source)).toBe(path);
    expect(groupOf(normalise(source))).toBe(group);
  });
});
