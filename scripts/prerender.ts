/**
 * Build-time prerender (docs/prerender.md): after `vite build` has written the client, bundle
 * src/prerender.tsx for Node (`vite build --ssr`), render every page it lists with the app's own
 * router and providers, and write each into the client's index.html as `<path>/index.html` (the
 * English home page as index.prerendered.html: index.html stays the fallback shell). vite.config.ts
 * runs it at the end of every client build, so `npm run build` and `npm run build:sandbox` (with
 * any --outDir) both produce the pages; `tsx scripts/prerender.ts [outDir] [mode]` runs it alone.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "vite";
import { type ClientChunks, type LoadedForPage, pagePreloads, preloadTags } from "./prerender-preload.ts";

interface PrerenderEntry {
  readonly pagePaths: () => string[];
  readonly prerenderFile: (path: string) => string;
  readonly renderPage: (path: string) => Promise<{ html: string; lang: string; dir: string; loaded: LoadedForPage }>;
}

export interface PrerenderOptions {
  /** The project's root (where vite.config.ts is). */
  readonly root: string;
  /** The client build's output directory (absolute): its index.html is the template. */
  readonly outDir: string;
  /** The build's mode: the same .env files as the client (sandbox or production). */
  readonly mode: string;
  /**
   * The client build's chunks (vite.config.ts passes the bundle it wrote): each page's HTML then
   * names the chunks its first view loads beyond the entry. Without them, no page gets preloads.
   */
  readonly chunks?: ClientChunks | undefined;
}

const ROOT_ELEMENT = /<div id="root">[\s\S]*?<\/div>(?=\s*<\/body>)/;

const escapeAttribute = (value: string): string => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/**
 * The shell with the page's markup in #root, the page's language on <html>, and `head` (the
 * page's preload links) at the end of <head>.
 */
export function pageDocument(shell: string, page: { path: string; html: string; lang: string; dir: string }, head = ""): string {
  if (!ROOT_ELEMENT.test(shell)) throw new Error('index.html has no empty <div id="root"></div> before </body>');
  if (!shell.includes("</head>")) throw new Error("index.html has no </head>");
  // The CSP allows no inline script: React writes one when it sets a boundary's content apart.
  if (/<script\b(?![^>]*\bsrc=)/.test(page.html))
    throw new Error(`${page.path}: its markup has an inline script, which the CSP refuses`);
  return shell
    .replace("</head>", () => (head === "" ? "</head>" : `  ${head}\n  </head>`))
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${escapeAttribute(page.lang)}" dir="${escapeAttribute(page.dir)}">`)
    .replace(ROOT_ELEMENT, () => `<div id="root" data-prerendered="${escapeAttribute(page.path)}" inert>${page.html}</div>`);
}

export async function prerender({ root, outDir, mode, chunks }: PrerenderOptions): Promise<number> {
  const serverDir = resolve(root, "node_modules/.cache/prerender", String(process.pid));
  rmSync(serverDir, { recursive: true, force: true });
  try {
    await build({
      root,
      mode,
      logLevel: "warn",
      configFile: resolve(root, "vite.config.ts"),
      build: { ssr: resolve(root, "src/prerender.tsx"), outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
    });
    const entry = (await import(pathToFileURL(resolve(serverDir, "prerender.js")).href)) as PrerenderEntry;
    const shell = readFileSync(resolve(outDir, "index.html"), "utf8");
    const paths = entry.pagePaths();
    for (const path of paths) {
      const page = await entry.renderPage(path);
      const file = resolve(outDir, entry.prerenderFile(path));
      mkdirSync(dirname(file), { recursive: true });
      const head = chunks === undefined ? "" : preloadTags(pagePreloads(chunks, page.loaded));
      writeFileSync(file, pageDocument(shell, { ...page, path }, head));
    }
    return paths.length;
  } finally {
    rmSync(serverDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
  const [outDir = "dist", mode = "production"] = process.argv.slice(2);
  const count = await prerender({ root, outDir: resolve(root, outDir), mode });
  console.log(`prerendered ${count} pages into ${outDir}`);
}
