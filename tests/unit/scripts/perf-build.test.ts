import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { builtApp } from "../../../scripts/perf-build";
import { readSettings } from "../../../scripts/perf-settings";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const aBuild = (manifest?: object): string => {
  const dir = mkdtempSync(join(tmpdir(), "perf-build-"));
  made.push(dir);
  if (manifest !== undefined) {
    mkdirSync(join(dir, ".vite"));
    writeFileSync(join(dir, ".vite", "manifest.json"), JSON.stringify(manifest));
  }
  return dir;
};

describe("npm run perf on a build already there (PERF_APP_DIR)", () => {
  it("builds afresh unless PERF_APP_DIR names a build", () => {
    expect(readSettings({}, {}).appDir).toBeUndefined();
    expect(readSettings({ PERF_APP_DIR: "  " }, {}).appDir).toBeUndefined();
    expect(readSettings({ PERF_APP_DIR: " dist " }, {}).appDir).toBe("dist");
  });

  it("measures the build as it is, the sandbox's chunks told apart by its manifest", () => {
    const dir = aBuild({
      "index.html": { file: "assets/app.js", isEntry: true, dynamicImports: ["mocks/browser.ts"] },
      "mocks/browser.ts": { file: "assets/sandbox.js" },
    });
    expect(builtApp(dir)).toEqual({ dir, sandboxFiles: new Set(["/assets/sandbox.js", "/mockServiceWorker.js"]) });
  });

  it("refuses a build without a manifest, saying how to make one", () => {
    expect(() => builtApp(aBuild())).toThrow(/npm run build -- --manifest/);
  });
});
