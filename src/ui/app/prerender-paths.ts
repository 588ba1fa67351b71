import type { LocalePrefix } from "@/ui/app/locale-prefix";

/** What the prerender reads of a route of the generated tree (`router.routesById`). */
export interface PageRoute {
  readonly id: string;
  readonly fullPath: string;
  readonly children?: unknown;
  readonly options: { readonly component?: unknown; readonly staticData?: { readonly prerender?: false } };
}

/**
 * The address the game pages' frame is rendered at (docs/prerender.md, "The game pages' frame"): a
 * slug no game has, so the `$slug` route renders it, and at build time (no API) its frame: the
 * header, the footer and the page's place while the game is read. nginx serves it, in the
 * address's language, for any single-segment address without a file of its own: `/lucky-day`,
 * `/ar/numbers`.
 */
export const GAME_PAGE_FRAME = "/_game-frame";

/**
 * The pages the build prerenders (docs/prerender.md): every page route under `{-$locale}` whose
 * address is fixed, i.e. SPEC §2's table without the `/{slug}` game pages (their slugs are the
 * API's games, known only at run time) and without a page whose route says
 * `staticData.prerender: false` (/numbers: the API's default game); for those, the game pages'
 * frame ({@link GAME_PAGE_FRAME}). English is unprefixed, then each language prefix: `/faq`,
 * `/ar/faq`, `/in/faq`; the home page of a prefix is the prefix itself (`/ar`).
 */
export function prerenderPaths(routes: Iterable<PageRoute>, prefixes: ReadonlyArray<LocalePrefix>): string[] {
  const pages = [...routes]
    .filter((route) => route.options.component !== undefined && route.children === undefined)
    .filter((route) => route.options.staticData?.prerender !== false)
    .filter((route) => route.id.startsWith("/{-$locale}/"))
    .map((route) => route.fullPath.replace("/{-$locale}", "").replace(/(.)\/$/, "$1") || "/")
    .filter((path) => !path.includes("$"))
    .sort()
    .concat(GAME_PAGE_FRAME);
  return [...pages, ...prefixes.flatMap((prefix) => pages.map((page) => (page === "/" ? `/${prefix}` : `/${prefix}${page}`)))];
}

/** The file a prerendered page is written to, relative to the build's root (nginx's try_files). */
export const prerenderFile = (path: string): string => (path === "/" ? PRERENDERED_HOME : `${path.slice(1)}/index.html`);

/**
 * The English home page's file. Not index.html: that stays the shell nginx falls back to for any
 * other address without a file (an unknown path of several segments; a game page without the
 * game pages' frame, in a PRERENDER=0 build), which the browser renders itself.
 */
export const PRERENDERED_HOME = "index.prerendered.html";
