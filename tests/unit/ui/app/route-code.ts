import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const SRC = resolve(import.meta.dirname, "../../../../src");
export const ROUTES = join(SRC, "ui/routes");

// Runtime imports only: `import type` / `export type` are erased and load nothing.
const IMPORT = /(?:import|export)\s(?!type\s)[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
// The dictionaries themselves and the generated i18n files hold no `LL.<area>` use.
const DICTIONARY = /\/ui\/i18n\/((en|ar|id)\/|i18n-)/;

const resolveImport = (from: string, specifier: string): string | undefined => {
  const base = specifier.startsWith("@/")
    ? join(SRC, specifier.slice(2))
    : specifier.startsWith(".")
      ? resolve(dirname(from), specifier)
      : undefined;
  if (base === undefined) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find((file) => existsSync(file) && statSync(file).isFile());
};

/** Every source file a module loads, itself included, lazily loaded ones too (they render in the page). */
export const codeOf = (file: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(file) || DICTIONARY.test(file)) return seen;
  seen.add(file);
  for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
    const target = resolveImport(file, match[1] ?? match[2] ?? "");
    if (target !== undefined) codeOf(target, seen);
  }
  return seen;
};

/** The dictionary areas a module's code reads (`LL.<area>`), sorted. */
export const areasUsedBy = (file: string): string[] => {
  const areas = new Set<string>();
  for (const code of codeOf(file))
    for (const match of readFileSync(code, "utf8").matchAll(/\bLL\.(\w+)/g)) areas.add(match[1] ?? "");
  return [...areas].sort();
};

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

export interface RouteFile {
  readonly file: string;
  readonly id: string;
}

/** Every file route with the id it declares (`createFileRoute("<id>")`). */
export const routeFiles = (): RouteFile[] =>
  filesUnder(ROUTES).flatMap((file) => {
    const id = /createFileRoute\("([^"]+)"\)/.exec(readFileSync(file, "utf8"))?.[1];
    return id === undefined ? [] : [{ file: relative(ROUTES, file), id }];
  });
