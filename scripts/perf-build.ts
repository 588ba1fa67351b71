import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { build } from "vite";

/** A build to measure, and which of its files exist only for the in-browser sandbox. */
export interface MeasuredBuild {
  readonly dir: string;
  /** Asset paths (`/assets/x.js`) reached only through a dynamic import of mocks/ (the sandbox). */
  readonly sandboxFiles: ReadonlySet<string>;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The sandbox (MSW worker, handlers, seed data) is not part of the shop a visitor downloads in production. */
const isSandboxModule = (key: string): boolean => key.startsWith("mocks/") || key.includes("node_modules/msw/");

/** Files reachable from the entries without passing through a dynamic import of the sandbox. */
export function sandboxOnlyFiles(manifest: Manifest): Set<string> {
  const reached = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (chunk === undefined || reached.has(key)) return;
    reached.add(key);
    for (const next of chunk.imports ?? []) visit(next);
    for (const next of chunk.dynamicImports ?? []) if (!isSandboxModule(next)) visit(next);
  };
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry === true);
  // Without an entry every file would count as the sandbox's, and every page would weigh nothing.
  if (entries.length === 0) throw new Error("The build manifest names no entry chunk: its files cannot be told apart");
  for (const [key] of entries) visit(key);
  const appFiles = new Set([...reached].map((key) => manifest[key]?.file));
  const sandbox = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => !appFiles.has(file));
  return new Set([...sandbox.map((file) => `/${file}`), "/mockServiceWorker.js"]);
}

/** Workers of an nginx started by root run as nobody: they must be able to read the build. */
function openForReading(dir: string): void {
  const temp = `${tmpdir()}/`;
  for (let path = dir; path.startsWith(temp); path = resolve(path, "..")) chmodSync(path, 0o755);
}

/**
 * The shop, built exactly as `npm run <script>` builds it (the production build by default),
 * into `outDir`, with a manifest to tell the sandbox's chunks apart.
 */
export function buildApp(outDir: string, script: string, extraArgs: readonly string[] = []): MeasuredBuild {
  const args = ["run", script, "--", "--outDir", outDir, "--emptyOutDir", "--manifest", ...extraArgs];
  const result = spawnSync("npm", args, { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`npm run ${script} failed (exit ${String(result.status)})`);
  return builtApp(outDir);
}

/**
 * A build already there (`PERF_APP_DIR`, e.g. CI's production build in dist/), measured as it is.
 * It must have been built with `--manifest`, which tells the sandbox's chunks apart.
 */
export function builtApp(dir: string): MeasuredBuild {
  const manifestPath = join(dir, ".vite", "manifest.json");
  if (!existsSync(manifestPath))
    throw new Error(
      `No build manifest at ${manifestPath}: build it with "npm run build -- --manifest", or leave PERF_APP_DIR unset`,
    );
  openForReading(dir);
  return { dir, sandboxFiles: sandboxOnlyFiles(JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest) };
}

/** The floor: a bare React 19 page (scripts/perf-floor) built with the project's Vite and React plugin. */
export async function buildFloor(outDir: string): Promise<MeasuredBuild> {
  await build({
    configFile: false,
    root: resolve(import.meta.dirname, "perf-floor"),
    plugins: [react()],
    logLevel: "warn",
    build: { outDir, emptyOutDir: true, target: "es2022", sourcemap: false },
  });
  openForReading(outDir);
  return { dir: outDir, sandboxFiles: new Set() };
}
