import { describe, expect, it } from "vitest";
import { pageDocument } from "../../../scripts/prerender";
import {
  areaSource,
  clientChunks,
  componentSource,
  dictionarySource,
  namespaceSource,
  type OutputChunkLike,
  pagePreloads,
  preloadTags,
} from "../../../scripts/prerender-preload";

const ROOT = "/work/shop";

const chunk = (
  fileName: string,
  source: string | null,
  imports: string[] = [],
  css: string[] = [],
  isEntry = false,
  modules: string[] = source === null ? [] : [source],
): OutputChunkLike => ({
  type: "chunk",
  fileName,
  facadeModuleId: source === null ? null : `${ROOT}/${source}`,
  imports,
  isEntry,
  // The bundler's own modules are not under the root.
  moduleIds: [...modules.map((module) => `${ROOT}/${module}`), "\0vite/preload-helper.js"],
  viteMetadata: { importedCss: new Set(css) },
});

/** A small build: an entry with its shared chunks, a page route with a shared kit, an area, dictionaries. */
const BUNDLE: Record<string, OutputChunkLike> = {
  entry: chunk("assets/index-a.js", "index.html", ["assets/core-b.js", "assets/app-c.js"], ["assets/app-c.css"], true),
  core: chunk("assets/core-b.js", null),
  // The entry's app code, with English (the first bundle's language).
  app: chunk("assets/app-c.js", null, ["assets/core-b.js"], [], false, ["src/main.tsx", dictionarySource("en")]),
  route: chunk(
    "assets/route-d.js",
    componentSource("/{-$locale}/checkout"),
    ["assets/kit-e.js", "assets/app-c.js"],
    ["assets/checkout-f.css"],
  ),
  kit: chunk("assets/kit-e.js", null, ["assets/core-b.js"], ["assets/balls-g.css", "assets/app-c.css"]),
  index: chunk("assets/home-h.js", componentSource("/{-$locale}/"), ["assets/app-c.js"]),
  area: chunk("assets/play.module-i.js", areaSource("play"), ["assets/kit-e.js"]),
  words: chunk("assets/cart-j.js", namespaceSource("ar", "cart")),
  arabic: chunk("assets/ar-k.js", dictionarySource("ar")),
  css: { type: "asset", fileName: "assets/app-c.css" },
};

const chunks = clientChunks(BUNDLE, ROOT);

describe("clientChunks", () => {
  it("names each chunk by its source relative to the root, and every chunk by its file", () => {
    expect(chunks.bySource.get("src/ui/routes/{-$locale}/checkout.tsx?tsr-split=component")?.file).toBe("assets/route-d.js");
    expect(chunks.bySource.get("src/adapters/di/areas/play.module.ts")?.file).toBe("assets/play.module-i.js");
    expect(chunks.byFile.get("assets/core-b.js")?.imports).toEqual([]);
    expect(chunks.byFile.get("assets/app-c.js")?.modules).toEqual(["src/main.tsx", "src/ui/i18n/en/index.ts"]);
    expect(chunks.byFile.has("assets/app-c.css")).toBe(false);
  });
});

describe("componentSource", () => {
  it.each([
    ["/{-$locale}/checkout", "src/ui/routes/{-$locale}/checkout.tsx?tsr-split=component"],
    ["/{-$locale}/", "src/ui/routes/{-$locale}/index.tsx?tsr-split=component"],
    ["/{-$locale}/_guest/register/", "src/ui/routes/{-$locale}/_guest/register/index.tsx?tsr-split=component"],
    ["/{-$locale}/_auth/wallet", "src/ui/routes/{-$locale}/_auth/wallet.tsx?tsr-split=component"],
  ])("route %s is split from %s", (routeId, source) => {
    expect(componentSource(routeId)).toBe(source);
  });
});

describe("pagePreloads", () => {
  const page = { routeIds: ["__root__", "/{-$locale}", "/{-$locale}/checkout"], areas: [], dictionary: "en", namespaces: [] };

  it("lists the route's chunk and its static imports, without what index.html already names", () => {
    expect(pagePreloads(chunks, page)).toEqual({
      scripts: ["assets/route-d.js", "assets/kit-e.js"],
      styles: ["assets/checkout-f.css", "assets/balls-g.css"],
    });
  });

  it("puts the language's dictionary first, then the areas' modules and the namespaces, each chunk once", () => {
    const loaded = { ...page, areas: ["play"], dictionary: "ar", namespaces: ["cart"] };
    expect(pagePreloads(chunks, loaded).scripts).toEqual([
      "assets/ar-k.js",
      "assets/route-d.js",
      "assets/kit-e.js",
      "assets/play.module-i.js",
      "assets/cart-j.js",
    ]);
  });

  it("names only the dictionary when the route's chunks are left out (the game pages' frame)", () => {
    const frame = { routeIds: [], areas: [], namespaces: [] };
    expect(pagePreloads(chunks, { ...frame, dictionary: "ar" })).toEqual({ scripts: ["assets/ar-k.js"], styles: [] });
    // English is in the entry: nothing to add.
    expect(pagePreloads(chunks, { ...frame, dictionary: "en" })).toEqual({ scripts: [], styles: [] });
  });

  it("fails the build when the page's route, an area, a namespace or a dictionary has no chunk", () => {
    expect(() => pagePreloads(chunks, { ...page, routeIds: ["__root__", "/{-$locale}/gone"] })).toThrow(/gone\.tsx/);
    expect(() => pagePreloads(chunks, { ...page, areas: ["wallet"] })).toThrow(/wallet\.module/);
    expect(() => pagePreloads(chunks, { ...page, namespaces: ["cart"] })).toThrow(/en\/cart/);
    // A dictionary neither in the entry nor a chunk of its own.
    expect(() => pagePreloads(chunks, { ...page, dictionary: "id" })).toThrow(/i18n\/id\/index\.ts/);
  });
});

describe("preloadTags", () => {
  it("asks for scripts and stylesheets at low priority, in the mode Vite's loader uses", () => {
    expect(preloadTags({ scripts: ["assets/a.js"], styles: ["assets/b.css"] })).toBe(
      [
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/a.js">',
        '<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/b.css">',
      ].join("\n    "),
    );
    expect(preloadTags({ scripts: [], styles: [] })).toBe("");
  });
});

describe("pageDocument", () => {
  const shell =
    '<html lang="en" dir="ltr">\n  <head>\n    <title>Shop</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>';
  const page = { path: "/ar/faq", html: "<h1>FAQ</h1>", lang: "ar", dir: "rtl" };

  it("puts the preloads at the end of <head>, the markup in #root and the language on <html>", () => {
    const html = pageDocument(shell, page, '<link rel="modulepreload" href="/assets/a.js">');
    expect(html).toContain('<title>Shop</title>\n    <link rel="modulepreload" href="/assets/a.js">\n  </head>');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<div id="root" data-prerendered="/ar/faq" inert><h1>FAQ</h1></div>');
  });

  it("leaves <head> as it is without preloads", () => {
    expect(pageDocument(shell, page)).toContain("<title>Shop</title>\n  </head>");
  });

  it("refuses markup with an inline script (a boundary React set apart; the CSP would block it)", () => {
    const outlined = { ...page, html: '<div hidden id="S:0"><h1>FAQ</h1></div><script>$RC("B:0","S:0")</script>' };
    expect(() => pageDocument(shell, outlined)).toThrow("/ar/faq: its markup has an inline script");
    expect(pageDocument(shell, { ...page, html: '<h1>FAQ</h1><script src="/assets/a.js"></script>' })).toContain("<h1>FAQ</h1>");
  });
});
