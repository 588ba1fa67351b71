/**
 * Attribution of a Chrome CPU profile (CDP `Profiler.stop`) to the code that spent the time: each
 * sample's self time goes to its function's original source (through the build's source maps) and
 * to that source's package (`react-dom`, `@tanstack/router-core`) or app folder (`src/ui/app`).
 */

export interface CpuProfile {
  readonly nodes: ReadonlyArray<{
    readonly id: number;
    readonly callFrame: {
      readonly functionName: string;
      readonly url: string;
      readonly lineNumber: number;
      readonly columnNumber: number;
    };
  }>;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** Where a position of a served script comes from; undefined when there is no source map for it. */
export type OriginalPosition = (
  url: string,
  line: number,
  column: number,
) => { readonly source: string; readonly line: number; readonly name: string | null } | undefined;

export interface Attribution {
  /** Microseconds per package or app folder ("(program)", "(idle)" and native calls by name). */
  readonly byPackage: ReadonlyMap<string, number>;
  /** Microseconds per function, as `name source:line`. */
  readonly byFunction: ReadonlyMap<string, number>;
}

/** A source as the report names it: from its package (`react-dom/cjs/…`) or from `src/`. */
export function shortSource(source: string): string {
  const modules = source.lastIndexOf("node_modules/");
  if (modules >= 0) return source.slice(modules + "node_modules/".length);
  const src = source.lastIndexOf("src/");
  return src >= 0 ? source.slice(src) : source;
}

/** `node_modules/@scope/name/…` → `@scope/name`; `…/src/ui/app/x.ts` → `src/ui/app`; else the source as given. */
export function packageOf(source: string): string {
  const modules = source.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const parts = source.slice(modules + "node_modules/".length).split("/");
    return (parts[0]?.startsWith("@") === true ? parts.slice(0, 2) : parts.slice(0, 1)).join("/");
  }
  const src = source.lastIndexOf("src/");
  if (src >= 0) return source.slice(src).split("/").slice(0, 3).join("/");
  return source;
}

const add = <K>(map: Map<K, number>, key: K, time: number) => map.set(key, (map.get(key) ?? 0) + time);

export function attribute(profile: CpuProfile, original: OriginalPosition): Attribution {
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => add(self, id, profile.timeDeltas[index] ?? 0));
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const { id, callFrame } of profile.nodes) {
    const time = self.get(id) ?? 0;
    if (time === 0) continue;
    const name = callFrame.functionName === "" ? "(anonymous)" : callFrame.functionName;
    if (callFrame.url === "") {
      // (program), (idle), (garbage collector) and native calls such as appendChild.
      add(byPackage, name.startsWith("(") ? name : `(${name})`, time);
      add(byFunction, name, time);
      continue;
    }
    const position = original(callFrame.url, callFrame.lineNumber + 1, callFrame.columnNumber);
    if (position === undefined) {
      const path = new URL(callFrame.url).pathname;
      add(byPackage, path, time);
      add(byFunction, `${name} ${path}`, time);
      continue;
    }
    add(byPackage, packageOf(position.source), time);
    add(byFunction, `${position.name ?? name} ${shortSource(position.source)}:${position.line}`, time);
  }
  return { byPackage, byFunction };
}

/** Adds up attributions (one per load) into one. */
export function merge(attributions: readonly Attribution[]): Attribution {
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const one of attributions) {
    for (const [key, time] of one.byPackage) add(byPackage, key, time);
    for (const [key, time] of one.byFunction) add(byFunction, key, time);
  }
  return { byPackage, byFunction };
}

/** The `count` largest entries, as milliseconds per load, largest first. */
export function top(
  times: ReadonlyMap<string, number>,
  count: number,
  loads: number,
): Array<{ readonly key: string; readonly ms: number }> {
  return [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, time]) => ({ key, ms: time / 1000 / loads }));
}
