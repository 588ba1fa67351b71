// @vitest-environment jsdom
import { createMemoryHistory, createRouter } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { routeTree } from "@/ui/route-tree.gen";
import { LOCALE_PREFIXES } from "@/ui/app/locale-prefix";
import { GAME_PAGE_FRAME, type PageRoute, prerenderFile, prerenderPaths, PRERENDERED_HOME } from "@/ui/app/prerender-paths";

/**
 * SPEC §2's pages with a fixed address, written from the SPEC's table: the build prerenders each
 * (docs/prerender.md). Not prerendered each: /{slug} (the API's games) and /numbers (the API's
 * default game, its heading the game's name); nginx serves them the game pages' frame.
 */
const SPEC_FIXED_PAGES = [
  "/",
  "/faq",
  "/draws",
  "/about-us",
  "/checkout",
  "/thank-you",
  "/contact-us",
  "/watch-live",
  "/download-apps",
  "/prize-breakdown",
  "/brand-ambassador",
  "/payment/successful",
  "/unsuccessful-payment",
  "/payment/green-certificate-generating",
  "/buy/green-certificates",
  "/confirm/verify-email",
  "/email-confirmation",
  "/registration-completed",
  "/register/otp",
  "/login",
  "/register",
  "/forgot-password",
  "/favourite",
  "/wallet",
  "/notifications",
  "/delete-account",
  "/change-password",
  "/personal-detail",
];

const treeRoutes = (): PageRoute[] => {
  const router = createRouter({ routeTree, history: createMemoryHistory(), context: {} as never });
  return Object.values(router.routesById as unknown as Record<string, PageRoute>);
};

describe("the prerender's pages are SPEC §2's, from the route tree", () => {
  it("every fixed-address page of the generated tree, in English (unprefixed), Arabic and Indonesian", () => {
    const paths = prerenderPaths(treeRoutes(), LOCALE_PREFIXES);
    const withPrefix = (prefix: string) =>
      [...SPEC_FIXED_PAGES, GAME_PAGE_FRAME].map((page) => (page === "/" ? `/${prefix}` : `/${prefix}${page}`));
    const pages = [...SPEC_FIXED_PAGES, GAME_PAGE_FRAME];
    expect([...paths].sort()).toEqual([...pages, ...withPrefix("ar"), ...withPrefix("in")].sort());
  });

  it("adds the game pages' frame in every language, at an address the game route renders", () => {
    const paths = prerenderPaths(treeRoutes(), LOCALE_PREFIXES);
    expect(paths.filter((path) => path.endsWith(GAME_PAGE_FRAME))).toEqual([
      GAME_PAGE_FRAME,
      `/ar${GAME_PAGE_FRAME}`,
      `/in${GAME_PAGE_FRAME}`,
    ]);
    expect(prerenderFile(`/ar${GAME_PAGE_FRAME}`)).toBe("ar/_game-frame/index.html");
  });

  it("leaves out the game pages: a path parameter, or a route that says prerender: false", () => {
    const paths = prerenderPaths(treeRoutes(), LOCALE_PREFIXES);
    expect(paths.filter((path) => path.includes("$") || path.endsWith("/numbers"))).toEqual([]);
  });

  it.each([
    ["page", { id: "/{-$locale}/faq", fullPath: "/{-$locale}/faq", options: { component: {} } }, ["/faq", "/ar/faq"]],
    ["layout (has children)", { id: "/{-$locale}/_auth", fullPath: "/{-$locale}", children: {}, options: { component: {} } }, []],
    ["no component", { id: "/{-$locale}/x", fullPath: "/{-$locale}/x", options: {} }, []],
    ["outside {-$locale}", { id: "/.well-known/$", fullPath: "/.well-known/$", options: { component: {} } }, []],
    ["parameter", { id: "/{-$locale}/$slug", fullPath: "/{-$locale}/$slug", options: { component: {} } }, []],
    [
      "prerender: false",
      {
        id: "/{-$locale}/numbers",
        fullPath: "/{-$locale}/numbers",
        options: { component: {}, staticData: { prerender: false as const } },
      },
      [],
    ],
    [
      "index with a trailing slash",
      { id: "/{-$locale}/register/", fullPath: "/{-$locale}/register/", options: { component: {} } },
      ["/register", "/ar/register"],
    ],
  ])("a %s", (_name, route: PageRoute, expected) => {
    const frame = [GAME_PAGE_FRAME, `/ar${GAME_PAGE_FRAME}`];
    expect(prerenderPaths([route], ["ar"]).filter((path) => !frame.includes(path))).toEqual(expected);
  });
});

describe("where each page is written (nginx: try_files $uri $uri/index.html /index.html)", () => {
  it.each([
    ["/", PRERENDERED_HOME],
    ["/ar", "ar/index.html"],
    ["/faq", "faq/index.html"],
    ["/in/payment/successful", "in/payment/successful/index.html"],
  ])("%s → %s", (path, file) => {
    expect(prerenderFile(path)).toBe(file);
  });

  it("never overwrites index.html, the shell of every other address", () => {
    expect(prerenderPaths(treeRoutes(), LOCALE_PREFIXES).map(prerenderFile)).not.toContain("index.html");
  });
});
