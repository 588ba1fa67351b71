import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it, vi } from "vitest";
import { dictionaryName, KEPT_LOCALES, reactAriaLocales, rewriteDictionary } from "../../../scripts/react-aria-locales";
import type { AriaStringFormatter, AriaStrings } from "@/ui/components/react-aria-strings/strings";

const ROOT = resolve(import.meta.dirname, "../../..");
const OWN = resolve(ROOT, "src/ui/components/react-aria-strings/id-ID");

/** Where a dictionary's modules are, by the name its Indonesian file has. */
function packageDirectory(name: string): string {
  if (name === "components") return resolve(ROOT, "node_modules/react-aria-components/dist/private");
  if (name.startsWith("stately-")) return resolve(ROOT, "node_modules/react-stately/dist/private", name.slice("stately-".length));
  return resolve(ROOT, "node_modules/react-aria/dist/private", name);
}

function englishFile(name: string): string {
  if (name === "components") return resolve(packageDirectory(name), "intl/en-US.mjs");
  const library = name.startsWith("stately-") ? "react-stately" : "react-aria";
  return resolve(ROOT, "node_modules", library, "dist/private/intl", name.replace(/^stately-/, ""), "en-US.mjs");
}

const load = async (file: string): Promise<AriaStrings> =>
  ((await import(pathToFileURL(file).href)) as { default: AriaStrings }).default;

const formatter = (locale: string): AriaStringFormatter => ({
  plural: (count, forms) => {
    const form = forms[`=${String(count)}`] ?? forms[new Intl.PluralRules(locale).select(count)] ?? forms["other"] ?? "";
    return typeof form === "function" ? form() : form;
  },
  number: (value) => new Intl.NumberFormat(locale).format(value),
});

const OWN_NAMES = readdirSync(OWN)
  .filter((file) => file.endsWith(".ts"))
  .map((file) => file.slice(0, -".ts".length));

describe("dictionaryName", () => {
  it.each([
    ["/p/node_modules/react-aria/dist/private/toast/intlStrings.mjs", "toast"],
    ["C:\\p\\node_modules\\react-aria\\dist\\private\\overlays\\intlStrings.mjs", "overlays"],
    ["/p/node_modules/react-aria-components/dist/private/intlStrings.mjs", "components"],
    ["/p/node_modules/react-stately/dist/private/datepicker/intlStrings.mjs", "stately-datepicker"],
    ["/p/node_modules/react-aria/dist/private/toast/intlStrings.mjs?v=1", "toast"],
    ["/p/node_modules/react-aria/dist/private/intl/toast/en-US.mjs", undefined],
    ["/p/node_modules/react-aria/dist/private/toast/useToast.mjs", undefined],
    ["/p/src/intlStrings.mjs", undefined],
  ])("%s is %s", (id, name) => {
    expect(dictionaryName(id)).toBe(name);
  });
});

describe("rewriteDictionary", () => {
  const overlays = readFileSync(resolve(packageDirectory("overlays"), "intlStrings.mjs"), "utf8");

  it("keeps English and Arabic, adds the shop's Indonesian, and leaves the other locales out", () => {
    const out = rewriteDictionary(overlays, "/p/src/id-ID/overlays.ts");
    const locales = [...out.matchAll(/^ {2}"([^"]+)":/gm)].map(([, locale]) => locale);
    expect(locales).toEqual(["ar-AE", "en-US", "id-ID"]);
    expect(out).toContain('import $own from "/p/src/id-ID/overlays.ts";');
    expect(out).toMatch(/import \$[\w$]+ from "\.\.\/intl\/overlays\/en-US\.mjs";/);
    expect(out).not.toMatch(/de-DE|zh-TW/);
  });

  it("without an Indonesian file keeps English and Arabic only", () => {
    const out = rewriteDictionary(overlays, undefined);
    expect([...out.matchAll(/^ {2}"([^"]+)":/gm)].map(([, locale]) => locale)).toEqual(["ar-AE", "en-US"]);
  });

  it("refuses a module of another shape rather than ship a dictionary without English", () => {
    expect(() => rewriteDictionary('import x from "./intl/ar-AE.mjs";\nexport default {};', undefined)).toThrow(/unknown shape/);
    expect(() => rewriteDictionary("export default {};", "/p/x.ts")).toThrow(/unknown shape/);
  });

  it("reads every dictionary react-aria and react-aria-components ship", () => {
    const directories = [
      ...readdirSync(resolve(ROOT, "node_modules/react-aria/dist/private")).map((directory) =>
        resolve(ROOT, "node_modules/react-aria/dist/private", directory, "intlStrings.mjs"),
      ),
      resolve(packageDirectory("components"), "intlStrings.mjs"),
    ];
    const dictionaries = directories.filter((file) => {
      try {
        readFileSync(file);
        return true;
      } catch {
        return false;
      }
    });
    expect(dictionaries.length).toBeGreaterThan(10);
    for (const file of dictionaries) {
      expect(dictionaryName(file)).toBeDefined();
      expect(() => rewriteDictionary(readFileSync(file, "utf8"), undefined)).not.toThrow();
    }
  });
});

describe("the shop's Indonesian for react-aria", () => {
  it("has the dictionaries the bundle holds", () => {
    expect(OWN_NAMES.sort()).toEqual(["components", "menu", "numberfield", "overlays", "spinbutton", "toast"]);
  });

  it.each(OWN_NAMES)(
    "%s has exactly the keys of react-aria's English, each a text or the same kind of function",
    async (name) => {
      const english = await load(englishFile(name));
      const indonesian = await load(resolve(OWN, `${name}.ts`));
      expect(Object.keys(indonesian).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        expect(typeof indonesian[key], key).toBe(typeof text);
      }
    },
  );

  it("fills in the values of its functions", async () => {
    const numberField = await load(resolve(OWN, "numberfield.ts"));
    const toast = await load(resolve(OWN, "toast.ts"));
    const say = (strings: AriaStrings, key: string, values: Record<string, string | number>): string => {
      const text = strings[key];
      return typeof text === "function" ? text(values, formatter("id-ID")) : String(text);
    };
    expect(say(numberField, "decrease", { fieldLabel: "Jumlah undian" })).toBe("Kurangi Jumlah undian");
    expect(say(numberField, "increase", { fieldLabel: "Jumlah undian" })).toBe("Tambah Jumlah undian");
    expect(say(toast, "notifications", { count: 1200 })).toBe("1.200 notifikasi.");
  });

  it("keeps the locales the shop speaks and react-aria's English fallback", () => {
    expect([...KEPT_LOCALES]).toEqual(["en-US", "ar-AE"]);
  });
});

describe("the build's check", () => {
  /** A bundle whose one chunk renders `id`, as generateBundle receives it. */
  const bundleWith = (id: string) => ({
    "assets/a.js": { type: "chunk", fileName: "assets/a.js", modules: { [id]: { renderedLength: 120 } } },
  });
  const check = (plugin: ReturnType<typeof reactAriaLocales>, id: string): string[] => {
    const errors: string[] = [];
    const hook = plugin.generateBundle as unknown as (
      this: { error: (message: string) => void },
      options: object,
      bundle: object,
    ) => void;
    hook.call({ error: vi.fn((message: string) => errors.push(message)) }, {}, bundleWith(id));
    return errors;
  };
  const calendar = resolve(ROOT, "node_modules/react-aria/dist/private/calendar/intlStrings.mjs");
  const overlays = resolve(ROOT, "node_modules/react-aria/dist/private/overlays/intlStrings.mjs");

  it("fails a build whose bundle holds a dictionary without Indonesian, naming the file to write", () => {
    expect(check(reactAriaLocales(ROOT), calendar)).toEqual([
      expect.stringContaining("src/ui/components/react-aria-strings/id-ID/calendar.ts"),
    ]);
    expect(check(reactAriaLocales(ROOT), overlays)).toEqual([]);
  });

  it("lets the dev server's pre-bundling, which holds every component, through", () => {
    expect(check(reactAriaLocales(ROOT, { requireIndonesian: false }), calendar)).toEqual([]);
  });
});
