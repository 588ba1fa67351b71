import { existsSync } from "node:fs";
import { resolve } from "node:path";
import type { Plugin } from "vite";

/**
 * React-aria's own words (a dialog's hidden close button, a number field's − and +, an empty
 * field's "Empty") come from its dictionaries, one module per package holding all 34 of its
 * locales and no Indonesian. This build step keeps the locales the shop speaks and gives each
 * dictionary the shop's Indonesian (docs/ui-kit.md, "React-aria's own words"):
 *
 * - `en-US` (react-aria's fallback) and `ar-AE` (react-aria finds it for `ar-SA`) stay;
 * - `id-ID` is `src/ui/components/react-aria-strings/id-ID/<name>.ts`, the package's name without
 *   its scope (`toast`, `overlays`, … and `components` for react-aria-components' own);
 * - the other 31 locales go: each was in the chunk of every component using the package.
 *
 * A dictionary the bundle holds without an Indonesian file fails the build, naming the file to
 * write: a new component must not speak English on the Indonesian pages.
 */

/** The locales of react-aria's dictionaries the shop keeps (its languages: en, ar; id is its own). */
export const KEPT_LOCALES: ReadonlySet<string> = new Set(["en-US", "ar-AE"]);

/** The locale tag the shop's Indonesian dictionaries are given under (react-aria finds it for `id-ID-…`). */
export const OWN_LOCALE = "id-ID";

const DICTIONARY =
  /[\\/]node_modules[\\/](react-aria-components|react-aria|react-stately)[\\/]dist[\\/]private[\\/](?:([^\\/]+)[\\/])?intlStrings\.mjs$/;

/** The dictionary's name (its own files' name), or undefined for a module that is not a dictionary. */
export function dictionaryName(id: string): string | undefined {
  const match = DICTIONARY.exec(id.split("?")[0] ?? id);
  if (match === null) return undefined;
  const [, library, directory] = match;
  if (library === "react-aria-components") return "components";
  return library === "react-stately" ? `stately-${directory ?? ""}` : directory;
}

const LOCALE_IMPORT = /^import (\$[\w$]+) from ("[^"]+\/([a-z]{2,3}-[A-Z]{2})\.mjs");$/gm;

/**
 * The dictionary module with only the kept locales' imports and, when `ownFile` is given, that
 * file as `id-ID`. Throws when the module does not have the shape this step knows (a new
 * react-aria's build), rather than ship a dictionary without English.
 */
export function rewriteDictionary(code: string, ownFile: string | undefined): string {
  const imports = [...code.matchAll(LOCALE_IMPORT)].map(([, local, source, locale]) => ({ local, source, locale }));
  const kept = imports.filter(({ locale }) => locale !== undefined && KEPT_LOCALES.has(locale));
  if (kept.length !== KEPT_LOCALES.size || !/export \{[\w$]+ as default\};/.test(code)) {
    throw new Error(
      `a react-aria dictionary of an unknown shape (found ${String(kept.length)} of ${[...KEPT_LOCALES].join(", ")})`,
    );
  }
  const lines = kept.map(({ local, source }) => `import ${String(local)} from ${String(source)};`);
  const entries = kept.map(({ local, locale }) => `  ${JSON.stringify(locale)}: ${String(local)},`);
  if (ownFile !== undefined) {
    lines.push(`import $own from ${JSON.stringify(ownFile)};`);
    entries.push(`  ${JSON.stringify(OWN_LOCALE)}: $own,`);
  }
  return `${lines.join("\n")}\nexport default {\n${entries.join("\n")}\n};\n`;
}

export interface ReactAriaLocalesOptions {
  /**
   * Fail when the bundle holds a dictionary without Indonesian (the build's check). Off for the dev
   * server's pre-bundling, which bundles every component of react-aria-components, used or not:
   * there an unused package's dictionary keeps its English.
   */
  readonly requireIndonesian?: boolean;
}

export function reactAriaLocales(root: string, { requireIndonesian = true }: ReactAriaLocalesOptions = {}): Plugin {
  const ownDirectory = resolve(root, "src/ui/components/react-aria-strings", OWN_LOCALE);
  const ownFile = (name: string): string | undefined => {
    const file = resolve(ownDirectory, `${name}.ts`);
    return existsSync(file) ? file : undefined;
  };
  return {
    name: "react-aria-locales",
    transform(code, id) {
      const name = dictionaryName(id);
      if (name === undefined) return null;
      return { code: rewriteDictionary(code, ownFile(name)), map: null };
    },
    generateBundle(_options, bundle) {
      if (!requireIndonesian) return;
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        for (const [id, module] of Object.entries(output.modules)) {
          const name = dictionaryName(id);
          if (name !== undefined && module.renderedLength > 0 && ownFile(name) === undefined) {
            this.error(
              `react-aria's "${name}" dictionary is in ${output.fileName} without Indonesian: write ` +
                `src/ui/components/react-aria-strings/${OWN_LOCALE}/${name}.ts with the keys of its en-US file`,
            );
          }
        }
      }
    },
  };
}
