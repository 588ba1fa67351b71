// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory, createRouter } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import type { Area, Injector } from "@/application/di-token";
import { TOKENS } from "@/application/tokens";
import type { Game } from "@/domain/game/game";
import { routeTree } from "@/ui/route-tree.gen";
import type { ShellServices } from "@/ui/app/shell-services";
import { strictFake } from "../../fakes/strict-fake";
import { fils } from "@/domain/money/money";
import { SEARCH_CODEC } from "@/ui/app/search-params";

const game = (slug: string): Game => ({
  gameId: 1,
  gameSlug: slug,
  name: "",
  eventId: 10,
  drawDate: "2025-01-20T18:00:00Z",
  cutoff: "2025-01-20T17:00:00Z",
  price: fils(500),
  doubleJackpotPrice: fils(200),
  secureJackpotPrice: fils(100),
  estimatedJackpot: fils(100_000_000),
  parentSetup: [{ picks: 6, ballset: { min: 1, max: 44 } }],
});

/** A container that only loads areas (route loaders do, docs/architecture.md "Wiring per area"), recording which. */
const areaRecorder = () => {
  const loaded: Area[] = [];
  const areas = { load: (area: Area) => Promise.resolve(void loaded.push(area)) };
  const get = ((token: unknown) => {
    if (token !== TOKENS.areas) throw new Error(`the routes resolved ${String(token)} from the container`);
    return areas;
  }) as Injector["get"];
  return { container: strictFake<Injector>("Injector", { get }), loaded };
};

/** The router of the app, on a memory history, with a fake shell: only routing is under test. */
const load = async (
  address: string,
  signedIn = false,
  listGames: ShellServices["listGames"] = async () => [game("lucky-day")],
  extra: Partial<ShellServices> = {},
) => {
  const recorder = areaRecorder();
  const shell = strictFake<ShellServices>("ShellServices", {
    isSignedIn: () => signedIn,
    listGames,
    // The page's dictionary namespaces load in its language (docs/i18n.md).
    resolveLanguage: () => "en",
    ...extra,
  });
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [address] }),
    context: { container: recorder.container, queryClient: new QueryClient(), shell },
    ...SEARCH_CODEC,
  });
  await router.load();
  const leaf = router.state.matches.at(-1);
  return {
    search: leaf?.search as Record<string, unknown> | undefined,
    path: `${router.state.location.pathname}${router.state.location.searchStr}`,
    routeId: leaf?.routeId,
    params: leaf?.params as Record<string, unknown> | undefined,
    status: leaf?.status,
    loaderData: leaf?.loaderData as { game?: Game | null } | undefined,
    notFound: router.state.matches.some((match) => match.status === "notFound" || match._notFound === true),
    // Each area once: a query that loads its own area (fromArea, /personal-detail's profile) asks
    // again for the one the route's loader has loaded, which the container's areas load once.
    areas: [...new Set(recorder.loaded)],
  };
};

describe("each route's loader loads its area's bindings before its screen resolves them", () => {
  it.each([
    ["/", []],
    ["/draws", []],
    ["/about-us", []],
    ["/lucky-day", ["play"]],
    ["/numbers", ["play"]],
    // A guest's checkout shows "Sign in to pay": its area loads with a voucher (fromArea), not the page.
    ["/checkout", []],
    ["/payment/green-certificate-generating", ["certificates"]],
    ["/login", ["account"]],
    ["/ar/register", ["account"]],
    ["/register/otp", ["account"]],
    ["/forgot-password", ["account"]],
    ["/email-confirmation", ["account"]],
    ["/confirm/verify-email", ["account"]],
    ["/faq", ["content"]],
    ["/contact-us", ["content"]],
    ["/prize-breakdown", ["content"]],
    ["/watch-live", ["content"]],
    ["/buy/green-certificates", ["certificates"]],
  ])("%s loads %j", async (address, areas) => {
    expect((await load(address)).areas).toEqual(areas);
  });

  it.each([
    ["/wallet", ["wallet"]],
    ["/personal-detail", ["account"]],
    ["/favourite", ["account"]],
    ["/notifications", ["account"]],
    ["/change-password", ["account"]],
    ["/delete-account", ["account"]],
    ["/checkout", ["checkout"]],
  ])("%s (signed in) loads %j", async (address, areas) => {
    expect((await load(address, true)).areas).toEqual(areas);
  });
});

describe("the route tree (SPEC §2 paths, locale prefixes, catch-all)", () => {
  it.each([
    ["/", "/{-$locale}/", undefined],
    ["/ar", "/{-$locale}/", "ar"],
    ["/in", "/{-$locale}/", "in"],
    ["/faq", "/{-$locale}/faq", undefined],
    ["/ar/faq", "/{-$locale}/faq", "ar"],
    ["/in/prize-breakdown", "/{-$locale}/prize-breakdown", "in"],
    ["/payment/successful", "/{-$locale}/payment/successful", undefined],
    ["/ar/payment/green-certificate-generating", "/{-$locale}/payment/green-certificate-generating", "ar"],
    ["/buy/green-certificates", "/{-$locale}/buy/green-certificates", undefined],
    ["/confirm/verify-email", "/{-$locale}/confirm/verify-email", undefined],
    ["/register", "/{-$locale}/_guest/register/", undefined],
    ["/register/otp", "/{-$locale}/register/otp", undefined],
    ["/in/register/otp", "/{-$locale}/register/otp", "in"],
    ["/lucky-day", "/{-$locale}/$slug", undefined],
    ["/ar/lucky-day", "/{-$locale}/$slug", "ar"],
  ])("%s → %s (locale %s)", async (address, routeId, locale) => {
    const result = await load(address);
    expect(result.routeId).toBe(routeId);
    expect(result.params?.["locale"]).toBe(locale);
    expect(result.notFound).toBe(false);
  });

  it.each([["/no/such/page"], ["/faq/extra"], ["/ar/no/such/page"], ["/id/faq"], ["/en/faq"], ["/ar/in"]])(
    "%s is unmatched (the error page)",
    async (address) => {
      expect((await load(address)).notFound).toBe(true);
    },
  );

  it("a slug no game has is not found (SPEC §8 failed page validation)", async () => {
    const result = await load("/no-such-game");
    expect(result.routeId).toBe("/{-$locale}/$slug");
    expect(result.notFound).toBe(true);
  });

  it("when the games cannot be read, a slug is neither a game nor 'not found': the page says so", async () => {
    const result = await load("/lucky-day", false, async () => Promise.reject(new Error("NetworkError")));
    expect(result.routeId).toBe("/{-$locale}/$slug");
    expect(result.notFound).toBe(false);
    expect(result.status).toBe("success");
    expect(result.loaderData).toEqual({ game: null });
  });

  it("a failing games list does not turn the home page into an error page", async () => {
    const result = await load("/", false, async () => Promise.reject(new Error("NetworkError")));
    expect(result.status).toBe("success");
  });

  it("the well-known app-specific path has its own (empty) route", async () => {
    const result = await load("/.well-known/appspecific/com.chrome.devtools.json");
    expect(result.routeId).toBe("/.well-known/$");
    expect(result.notFound).toBe(false);
  });
});

/** SPEC §2's table, written from the SPEC: path → access (the /{slug} catch-all is open). */
const SPEC_ROUTES: Readonly<Record<string, "open" | "guests only" | "login required">> = {
  "/": "open",
  "/{slug}": "open",
  "/faq": "open",
  "/draws": "open",
  "/numbers": "open",
  "/about-us": "open",
  "/checkout": "open",
  "/thank-you": "open",
  "/contact-us": "open",
  "/watch-live": "open",
  "/download-apps": "open",
  "/prize-breakdown": "open",
  "/brand-ambassador": "open",
  "/payment/successful": "open",
  "/unsuccessful-payment": "open",
  "/payment/green-certificate-generating": "open",
  "/buy/green-certificates": "open",
  "/confirm/verify-email": "open",
  "/email-confirmation": "open",
  "/registration-completed": "open",
  "/register/otp": "open",
  "/login": "guests only",
  "/register": "guests only",
  "/forgot-password": "guests only",
  "/favourite": "login required",
  "/wallet": "login required",
  "/notifications": "login required",
  "/delete-account": "login required",
  "/change-password": "login required",
  "/personal-detail": "login required",
};

interface TreeRoute {
  readonly id: string;
  readonly fullPath: string;
  readonly parentRoute?: TreeRoute;
  readonly children?: unknown;
  readonly options: { readonly component?: unknown };
}

/** A page's access, read from the layouts above it in the generated tree. */
const accessInTree = (route: TreeRoute): string => {
  for (let at: TreeRoute | undefined = route; at !== undefined; at = at.parentRoute) {
    if (at.id === "/{-$locale}/_auth") return "login required";
    if (at.id === "/{-$locale}/_guest") return "guests only";
  }
  return "open";
};

describe("SPEC §2's table is the route tree's own (pathless layouts _auth and _guest)", () => {
  it("every page of the generated tree has the path and access the SPEC gives it, and the SPEC has no other page", () => {
    const router = createRouter({ routeTree, history: createMemoryHistory(), context: {} as never });
    const pages = Object.values(router.routesById as unknown as Record<string, TreeRoute>).filter(
      (route) => route.options.component !== undefined && route.children === undefined && route.id.startsWith("/{-$locale}"),
    );
    const tree = Object.fromEntries(
      pages.map((route) => {
        const path =
          route.fullPath
            .replace("/{-$locale}", "")
            .replace("$slug", "{slug}")
            .replace(/(.)\/$/, "$1") || "/";
        return [path, accessInTree(route)];
      }),
    );
    expect(tree).toEqual(SPEC_ROUTES);
  });
});

describe("guards (SPEC §2 access column)", () => {
  it.each([
    ["/wallet", "/login?returnUrl=%2Fwallet"],
    ["/ar/favourite", "/ar/login?returnUrl=%2Far%2Ffavourite"],
    ["/in/personal-detail?tab=address", "/in/login?returnUrl=%2Fin%2Fpersonal-detail%3Ftab%3Daddress"],
  ])("a guest on %s goes to %s", async (address, target) => {
    const result = await load(address, false);
    expect(result.path).toBe(target);
    expect(result.routeId).toBe("/{-$locale}/_guest/login");
  });

  it.each([
    ["/login", "/"],
    ["/ar/register", "/ar"],
    ["/in/forgot-password", "/in"],
  ])("a signed-in user on %s goes to %s", async (address, target) => {
    const result = await load(address, true);
    expect(result.path).toBe(target);
    expect(result.routeId).toBe("/{-$locale}/");
  });

  it.each([["/wallet"], ["/ar/notifications"], ["/register/otp"], ["/faq"]])("a signed-in user stays on %s", async (address) => {
    expect((await load(address, true)).path).toBe(address);
  });

  // SPEC §8: a 401 that keeps the session sends the signed-in user to /login?reauth=1: the form shows.
  it.each([["/login?reauth=1"], ["/ar/login?reauth=1"], ["/in/login?returnUrl=%2Fwallet&reauth=1"]])(
    "a signed-in user asked to sign in again stays on %s",
    async (address) => {
      const result = await load(address, true);
      expect(result.routeId).toBe("/{-$locale}/_guest/login");
      expect(result.search?.["reauth"]).toBe(true);
    },
  );

  it.each([
    ["/login?reauth=0", "/"],
    ["/login?reauth=", "/"],
    ["/register?reauth=1", "/"],
    ["/in/forgot-password?reauth=1", "/in"],
  ])("reauth opens only /login, and only as reauth=1: a signed-in user on %s goes to %s", async (address, target) => {
    const result = await load(address, true);
    expect(result.path).toBe(target);
  });

  it("a visitor with reauth=1 on a login-required page still goes to login", async () => {
    expect((await load("/wallet?reauth=1")).path).toBe("/login?returnUrl=%2Fwallet%3Freauth%3D1");
  });
});

describe("search params are checked by each route (validateSearch): a bad value is dropped, never a crash", () => {
  it.each([
    ["/login?returnUrl=%2Fwallet%3Fstep%3D4", "/{-$locale}/_guest/login", { returnUrl: "/wallet?step=4" }],
    ["/login?returnUrl=https%3A%2F%2Fevil.example", "/{-$locale}/_guest/login", {}],
    ["/login?returnUrl=%2Flogin", "/{-$locale}/_guest/login", {}],
    ["/register/otp?returnUrl=%2F%2Fevil.example", "/{-$locale}/register/otp", {}],
    ["/prize-breakdown?game=lucky-day", "/{-$locale}/prize-breakdown", { game: "lucky-day" }],
    ["/prize-breakdown?game=%3Cb%3E", "/{-$locale}/prize-breakdown", {}],
    ["/unsuccessful-payment?reason=draw_closed", "/{-$locale}/unsuccessful-payment", { reason: "draw_closed" }],
    ["/unsuccessful-payment?reason=%7B%7D", "/{-$locale}/unsuccessful-payment", {}],
  ])("%s → %s with %j", async (address, routeId, search) => {
    const result = await load(address);
    expect(result.routeId).toBe(routeId);
    expect(result.status).toBe("success");
    expect(result.search).toEqual(search);
  });

  it.each([
    ["/wallet?step=4", { step: 4 }],
    ["/wallet?step=9", {}],
    ["/wallet?step=two", {}],
  ])("signed in, %s has %j", async (address, search) => {
    const result = await load(address, true);
    expect(result.routeId).toBe("/{-$locale}/_auth/wallet");
    expect(result.search).toEqual(search);
  });
});

describe("token query login (SPEC §2)", () => {
  it("an access token in the address is handed to the token login, which runs before the guard", async () => {
    const logins: string[] = [];
    let signedIn = false;
    const result = await load("/ar/wallet?token=abc&step=4", false, undefined, {
      isSignedIn: () => signedIn,
      loginWithUrlToken: async (location) => {
        logins.push(location);
        signedIn = true;
      },
    });
    expect(logins).toEqual(["/ar/wallet?token=abc&step=4"]);
    expect(result.routeId).toBe("/{-$locale}/_auth/wallet");
  });

  it("a refused token leaves a visitor, whom the guard then sends to login", async () => {
    const result = await load("/wallet?token=bad&step=4", false, undefined, { loginWithUrlToken: async () => undefined });
    expect(result.routeId).toBe("/{-$locale}/_guest/login");
    expect(result.path).toBe("/login?returnUrl=%2Fwallet%3Fstep%3D4");
  });

  it("the email verification link's token is not an access token: it stays for its page", async () => {
    const result = await load("/confirm/verify-email?token=verify-demo-token");
    expect(result.routeId).toBe("/{-$locale}/confirm/verify-email");
    expect(result.path).toBe("/confirm/verify-email?token=verify-demo-token");
  });
});
