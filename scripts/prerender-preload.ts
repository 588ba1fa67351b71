/**
 * The chunks a prerendered page's first view loads beyond the entry (docs/prerender.md, "Its chunks
 * in its HTML"). Without them in the HTML the browser asks for the route's chunk, its area module
 * and its dictionaries only once the entry has run and the router has matched the address: one
 * round trip more before the page answers, and before a game page shows its board. The build knows
 * them (the prerender loads the same route, area and namespaces), so each page's file lists them.
 */

/** A chunk of the client build, by its source (`src/…`, with the router's `?tsr-split=` query). */
export interface BuiltChunk {
  readonly file: string;
  /** The chunks it imports statically (file names). */
  readonly imports: readonly string[];
  /** The stylesheets Vite loads with it (file names). */
  readonly css: readonly string[];
  readonly isEntry: boolean;
  /** The sources bundled into it (relative to the root). */
  readonly modules: readonly string[];
}

/** The client build's chunks: by source for the ones that have one, and by file for all. */
export interface ClientChunks {
  readonly bySource: ReadonlyMap<string, BuiltChunk>;
  readonly byFile: ReadonlyMap<string, BuiltChunk>;
}

/** What a page's prerender loaded (src/prerender.tsx). */
export interface LoadedForPage {
  /**
   * The router's matched route ids, root first; none when its route's chunks are left out (the
   * game pages' frame: src/prerender.tsx says why).
   */
  readonly routeIds: readonly string[];
  /** The areas whose modules are in its container (src/adapters/di/container-areas.ts). */
  readonly areas: readonly string[];
  /** The dictionary folder of its language (`en`, `ar`, `id`) and the namespaces it loaded. */
  readonly dictionary: string;
  readonly namespaces: readonly string[];
}

/** The part of a bundler's output chunk read here (Rollup's and Rolldown's OutputChunk, with Vite's metadata). */
export interface OutputChunkLike {
  readonly type: "chunk" | "asset";
  readonly fileName: string;
  readonly facadeModuleId?: string | null;
  readonly imports?: readonly string[];
  readonly isEntry?: boolean;
  readonly moduleIds?: readonly string[];
  readonly viteMetadata?: { readonly importedCss: ReadonlySet<string> };
}

/** The client build's chunks from the bundle Vite wrote (`writeBundle`), sources relative to `root`. */
export function clientChunks(bundle: Readonly<Record<string, OutputChunkLike>>, root: string): ClientChunks {
  const bySource = new Map<string, BuiltChunk>();
  const byFile = new Map<string, BuiltChunk>();
  const prefix = `${root.replaceAll("\\", "/").replace(/\/$/, "")}/`;
  const relative = (id: string | null | undefined): string | undefined => {
    const path = id?.replaceAll("\\", "/");
    return path?.startsWith(prefix) === true ? path.slice(prefix.length) : undefined;
  };
  for (const output of Object.values(bundle)) {
    if (output.type !== "chunk") continue;
    const chunk: BuiltChunk = {
      file: output.fileName,
      imports: output.imports ?? [],
      css: [...(output.viteMetadata?.importedCss ?? [])],
      isEntry: output.isEntry === true,
      modules: (output.moduleIds ?? []).map(relative).filter((id) => id !== undefined),
    };
    byFile.set(chunk.file, chunk);
    const source = relative(output.facadeModuleId);
    if (source !== undefined) bySource.set(source, chunk);
  }
  return { bySource, byFile };
}

const ROUTES_DIR = "src/ui/routes";

/**
 * The source of a route's component chunk (TanStack Router's code splitting): a route id names its
 * file under src/ui/routes, and an id ending in `/` is that folder's index.tsx.
 */
export const componentSource = (routeId: string): string =>
  `${ROUTES_DIR}${routeId}${routeId.endsWith("/") ? "index" : ""}.tsx?tsr-split=component`;

export const areaSource = (area: string): string => `src/adapters/di/areas/${area}.module.ts`;

/** A language's dictionary (the first bundle's areas), which the app loads before its first render. */
export const dictionarySource = (dictionary: string): string => `src/ui/i18n/${dictionary}/index.ts`;

export const namespaceSource = (dictionary: string, namespace: string): string =>
  `src/ui/i18n/${dictionary}/${namespace}/index.ts`;

/** A chunk and every chunk it imports statically, each once. */
function closure(chunks: ClientChunks, start: readonly BuiltChunk[]): BuiltChunk[] {
  const seen = new Set<string>();
  const found: BuiltChunk[] = [];
  const visit = (chunk: BuiltChunk): void => {
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    found.push(chunk);
    for (const file of chunk.imports) {
      const next = chunks.byFile.get(file);
      if (next !== undefined) visit(next);
    }
  };
  for (const chunk of start) visit(chunk);
  return found;
}

export interface PagePreloads {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

/**
 * The scripts and stylesheets the page loads that index.html does not already name (the entry and
 * its static imports, which Vite lists): its language's dictionary first (the app loads it before
 * anything else), then its routes', areas' and namespaces' chunks. A parent route without a
 * component of its own (a layout) has no chunk; the page's own route, its areas, its namespaces
 * and a dictionary that is not in the entry must have one, or the build fails: a page that lost
 * its preloads would only be slower, and nobody would notice.
 */
export function pagePreloads(chunks: ClientChunks, loaded: LoadedForPage): PagePreloads {
  const required = (source: string): BuiltChunk => {
    const chunk = chunks.bySource.get(source);
    if (chunk === undefined) throw new Error(`No chunk of the client build comes from ${source}`);
    return chunk;
  };
  const inShell = closure(
    chunks,
    [...chunks.byFile.values()].filter((chunk) => chunk.isEntry),
  );
  const shellModules = new Set(inShell.flatMap((chunk) => chunk.modules));
  const dictionary = dictionarySource(loaded.dictionary);
  const leaf = loaded.routeIds.at(-1);
  const start = [
    ...(shellModules.has(dictionary) ? [] : [required(dictionary)]),
    ...loaded.routeIds
      .slice(0, -1)
      .map((id) => chunks.bySource.get(componentSource(id)))
      .filter((chunk) => chunk !== undefined),
    ...(leaf === undefined ? [] : [required(componentSource(leaf))]),
    ...loaded.areas.map((area) => required(areaSource(area))),
    ...loaded.namespaces.map((namespace) => required(namespaceSource(loaded.dictionary, namespace))),
  ];
  const shellFiles = new Set(inShell.flatMap((chunk) => [chunk.file, ...chunk.css]));
  const page = closure(chunks, start).filter((chunk) => !shellFiles.has(chunk.file));
  const styles = [...new Set(page.flatMap((chunk) => chunk.css))].filter((file) => !shellFiles.has(file));
  return { scripts: page.map((chunk) => chunk.file), styles };
}

/**
 * The page's preloads as `<link>` tags, at low fetch priority like the entry's (scripts/module-priority.ts):
 * they must not hold back the first paint, which needs only the HTML and the shell's stylesheet.
 * `crossorigin` as Vite's own loader asks for them, so the browser uses these responses.
 */
export function preloadTags({ scripts, styles }: PagePreloads): string {
  return [
    ...scripts.map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`),
    ...styles.map((file) => `<link rel="preload" as="style" fetchpriority="low" crossorigin href="/${file}">`),
  ].join("\n    ");
}
