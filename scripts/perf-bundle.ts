/**
 * `npm run perf:bundle`: what each first view's JavaScript is made of. Builds the production shop
 * with source maps and a manifest into a temp directory (or reads `--dist DIR`, a build made with
 * `--sourcemap --manifest`), follows the entry's and each page's route chunk's static imports through
 * the Vite manifest, and charges every chunk's bytes to the source files its source map names.
 * Prints, per page, the gzip bytes by package or app area and the top files (docs/quality.md,
 * "Where the weight is").
 *
 *   npm run perf:bundle                      # build, then report
 *   npm run perf:bundle -- --dist /tmp/x     # an existing build (vite build --sourcemap --manifest)
 *   npm run perf:bundle -- --top 40          # more files per page
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { option } from "./cli-args";
import { charge, type Charged, firstViewChunks, groupOf, type Manifest } from "./perf-bundle-lib";

/**
 * The pages of `npm run perf`, the route file whose component chunk each first view loads, and the
 * area module its route loader imports (src/adapters/di/container-areas.ts).
 */
const PAGES: readonly { readonly path: string; readonly route: string; readonly loaded: readonly string[] }[] = [
  { path: "/", route: "src/ui/routes/{-$locale}/index.tsx?tsr-split=component", loaded: [] },
  {
    path: "/lucky-day",
    route: "src/ui/routes/{-$locale}/$slug.tsx?tsr-split=component",
    loaded: ["src/adapters/di/areas/play.module.ts"],
  },
  {
    path: "/checkout",
    route: "src/ui/routes/{-$locale}/checkout.tsx?tsr-split=component",
    loaded: ["src/adapters/di/areas/checkout.module.ts"],
  },
];

function build(outDir: string): void {
  const result = spawnSync(
    "npx",
    ["vite", "build", "--outDir", outDir, "--emptyOutDir", "--manifest", "--sourcemap", "--logLevel", "warn"],
    {
      stdio: "inherit",
      cwd: resolve(import.meta.dirname, ".."),
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed (exit ${String(result.status)})`);
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;

function chargeFile(dist: string, file: string): Charged {
  const code = readFileSync(join(dist, file), "utf8");
  const mapPath = join(dist, `${file}.map`);
  const map = existsSync(mapPath)
    ? (JSON.parse(readFileSync(mapPath, "utf8")) as { sources: string[]; mappings: string })
    : undefined;
  return charge(code, gzipSync(code, { level: 9 }).length, map);
}

function report(dist: string, top: number): void {
  const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8")) as Manifest;
  const cache = new Map<string, Charged>();
  const charged = (file: string): Charged => {
    let found = cache.get(file);
    if (found === undefined) {
      found = chargeFile(dist, file);
      cache.set(file, found);
    }
    return found;
  };
  for (const page of PAGES) {
    // A build from before the area modules has none: its area code is in the entry already.
    const files = firstViewChunks(manifest, [page.route, ...page.loaded.filter((key) => manifest[key] !== undefined)]);
    const bySource = new Map<string, number>();
    let total = 0;
    for (const file of files) {
      const { gzipBytes, sources } = charged(file);
      total += gzipBytes;
      for (const [source, bytes] of sources) bySource.set(source, (bySource.get(source) ?? 0) + bytes);
    }
    const byGroup = new Map<string, number>();
    for (const [source, bytes] of bySource) byGroup.set(groupOf(source), (byGroup.get(groupOf(source)) ?? 0) + bytes);
    console.log(
      `\n${page.path}: ${kb(total)} gzip in ${files.length} chunks (the entry, the route's component chunk and its area module, with their static imports)`,
    );
    const app = [...bySource].filter(([source]) => source.startsWith("src/")).reduce((sum, [, bytes]) => sum + bytes, 0);
    console.log(`  ${kb(app)}  the app's own code (src/**), of which:`);
    console.log("  by package or app area:");
    for (const [group, bytes] of [...byGroup].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${kb(bytes)}  ${group}`);
    console.log(`  top ${top} files:`);
    for (const [source, bytes] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`  ${kb(bytes)}  ${source}`);
  }
  console.log("\nGzip bytes are each chunk's gzip size (level 9) shared among its sources by their share of the chunk's bytes.");
}

const given = option("--dist");
const dist = given === undefined ? mkdtempSync(join(tmpdir(), "lotto-bundle-")) : resolve(given);
try {
  if (given === undefined) build(dist);
  report(dist, Number(option("--top") ?? 15));
} finally {
  if (given === undefined) rmSync(dist, { recursive: true, force: true });
}
