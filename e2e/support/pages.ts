import { PAGE_ROUTES, type PageId } from "../../src/ui/app/page-links";
import arCheckout from "../../src/ui/i18n/ar/checkout";
import arLayout from "../../src/ui/i18n/ar/layout";
import arShell from "../../src/ui/i18n/ar/shell";
import enCheckout from "../../src/ui/i18n/en/checkout";
import enLayout from "../../src/ui/i18n/en/layout";
import enShell from "../../src/ui/i18n/en/shell";
import idCheckout from "../../src/ui/i18n/id/checkout";
import idLayout from "../../src/ui/i18n/id/layout";
import idShell from "../../src/ui/i18n/id/shell";
import { gamesOnSale } from "../../mocks/game-views";
import { GAMES } from "../../mocks/seed-games";

/** SPEC §1 languages as the URL shows them: English unprefixed, /ar and /in. */
export const LANGUAGES = [
  { code: "en", prefix: "", lang: "en-US", dir: "ltr" },
  { code: "ar", prefix: "/ar", lang: "ar-SA", dir: "rtl" },
  { code: "in", prefix: "/in", lang: "id-ID", dir: "ltr" },
] as const;
export type Language = (typeof LANGUAGES)[number];

type Access = "open" | "guestsOnly" | "loginRequired";

const NAV = { en: enLayout.nav, ar: arLayout.nav, in: idLayout.nav } as const;
/** Pages whose screen has its own heading rather than the navigation label. */
const OWN_HEADINGS: Partial<Record<PageId, Record<Language["code"], string>>> = {
  home: { en: enShell.home.heading, ar: arShell.home.heading, in: idShell.home.heading },
  checkout: { en: enCheckout.title, ar: arCheckout.title, in: idCheckout.title },
};

/** SPEC §2 access column for the named pages (the game page is open). */
const ACCESS: Partial<Record<PageId, Access>> = {
  login: "guestsOnly",
  register: "guestsOnly",
  forgotPassword: "guestsOnly",
  favourite: "loginRequired",
  wallet: "loginRequired",
  notifications: "loginRequired",
  deleteAccount: "loginRequired",
  changePassword: "loginRequired",
  personalDetail: "loginRequired",
};

export interface RouteCase {
  readonly name: string;
  /** The unprefixed path. */
  readonly path: string;
  readonly access: Access;
  readonly heading: (language: Language) => string;
}

/** A game the sandbox sells (mocks/seed-games.ts); its page heading is the game's name. */
export const GAME_SLUG = "lucky-day";
const GAME_NAME = GAMES.find((game) => game.game_slug === GAME_SLUG)?.name ?? GAME_SLUG;

/** /numbers is the game page of the first game on sale now (the soonest draw, mocks/game-views.ts). */
const defaultGameName = (): string => gamesOnSale(Date.now(), 4)[0]?.name ?? "";

/** All 30 routes of SPEC §2, with the heading each shows in each language. */
export const ROUTES: ReadonlyArray<RouteCase> = [
  ...(Object.keys(PAGE_ROUTES) as PageId[]).map((page) => ({
    name: page,
    path: PAGE_ROUTES[page].replace("/{-$locale}", "") || "/",
    access: ACCESS[page] ?? "open",
    heading: (language: Language) =>
      page === "numbers" ? defaultGameName() : (OWN_HEADINGS[page]?.[language.code] ?? NAV[language.code][page]),
  })),
  { name: "slug", path: `/${GAME_SLUG}`, access: "open", heading: () => GAME_NAME },
];

/**
 * Whether the build prerenders the route (docs/prerender.md): all but the game pages, whose heading
 * is the API's game (/{slug} and /numbers).
 */
export const isPrerendered = (route: RouteCase): boolean => route.name !== "slug" && route.name !== "numbers";

/** The public address of a page in a language ("/ar" for the Arabic home page). */
export const localized = (language: Language, path: string): string =>
  language.prefix === "" ? path : path === "/" ? language.prefix : `${language.prefix}${path}`;

/** The sandbox's always-valid demo token (mocks/seed.ts DEMO_TOKEN). */
export const DEMO_TOKEN = "demo-access-token";
