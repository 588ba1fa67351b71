/** The pure parts of `npm run perf:bundle` (scripts/perf-bundle.ts): manifest walk, source-map charging. */

export interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/**
 * The chunk files a first view loads before it can render: the entry's static imports, and the
 * given chunks (the route's component chunk, which the router imports when the route matches, and
 * the area module its loader imports) with their static imports. Other dynamic imports
 * (dictionaries, lazy widgets) are not followed.
 */
export function firstViewChunks(manifest: Manifest, routeKeys: readonly string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (chunk === undefined || seen.has(key)) return;
    seen.add(key);
    files.push(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry === true) visit(key);
  for (const key of routeKeys) {
    if (manifest[key] === undefined) throw new Error(`No chunk for ${key} in the manifest`);
    visit(key);
  }
  return files;
}

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** One segment of a source map's `mappings` line, as Base64 VLQ numbers (relative values). */
export function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`Not a Base64 VLQ digit: ${char}`);
    value += (digit & 31) << shift;
    if ((digit & 32) !== 0) {
      shift += 5;
      continue;
    }
    values.push((value & 1) === 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

export interface Charged {
  readonly gzipBytes: number;
  /** Gzip bytes charged to each source file (sums to gzipBytes). */
  readonly sources: ReadonlyMap<string, number>;
}

const UNMAPPED = "(no source: chunk runtime, whitespace)";

/**
 * Charges a chunk's gzip bytes to the sources its map names: each generated span (from one
 * mapping to the next on a line) belongs to the source of its mapping; the chunk's gzip size is
 * shared among the sources by their share of the generated characters.
 */
export function charge(
  code: string,
  gzipBytes: number,
  map: { readonly sources: readonly string[]; readonly mappings: string } | undefined,
): Charged {
  const chars = new Map<string, number>();
  const add = (source: string, count: number): void => {
    if (count > 0) chars.set(source, (chars.get(source) ?? 0) + count);
  };
  const lines = code.split("\n");
  if (map === undefined) add(UNMAPPED, code.length);
  else {
    const mapped = map.mappings.split(";");
    let sourceIndex = 0;
    lines.forEach((line, lineNo) => {
      let column = 0;
      let current: string = UNMAPPED;
      for (const segment of (mapped[lineNo] ?? "").split(",")) {
        if (segment === "") continue;
        const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
        const next = column + columnDelta;
        add(current, next - column);
        column = next;
        if (sourceDelta === undefined) current = UNMAPPED;
        else {
          sourceIndex += sourceDelta;
          current = normalise(map.sources[sourceIndex] ?? UNMAPPED);
        }
      }
      add(current, line.length - column + 1);
    });
  }
  const total = [...chars.values()].reduce((sum, count) => sum + count, 0);
  const sources = new Map([...chars].map(([source, count]) => [source, total === 0 ? 0 : (gzipBytes * count) / total]));
  return { gzipBytes, sources };
}

/** A map's source path from the project root (`../../src/x.ts` → `src/x.ts`). */
export const normalise = (source: string): string => {
  const nodeModules = source.lastIndexOf("node_modules/");
  if (nodeModules !== -1) return source.slice(nodeModules);
  const app = /(?:^|\/)((?:src|mocks)\/.*)$/.exec(source);
  return app?.[1] ?? source;
};

/** A package (`node_modules/@scope/name`) or an app area (`src/adapters/http`, `src/ui/features/play`). */
export function groupOf(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg?.[1] !== undefined) return pkg[1];
  const parts = source.split("/");
  if (parts[0] === "src") {
    const depth = parts[1] === "ui" || parts[1] === "adapters" ? 3 : 2;
    return parts.slice(0, Math.min(depth, parts.length - 1)).join("/") || source;
  }
  return source;
}
