// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory, createRouter } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import type { Injector } from "@/application/di-token";
import type { Game } from "@/domain/game/game";
import { routeTree } from "@/ui/route-tree.gen";
import type { ShellServices } from "@/ui/shell/shell-services";
import { strictFake } from "../../fakes/strict-fake";

const game = (slug: string): Game => ({
  game_id: 1,
  game_slug: slug,
  event_id: 10,
  draw_date: "2025-01-20T18:00:00Z",
  cutoff: "2025-01-20T17:00:00Z",
  price: 5,
  double_jackpot_price: 2,
  secure_jackpot_price: 1,
  estimated_jackpot: 1_000_000,
  parent_setup: [{ picks: 6, ballset: { min: 1, max: 44 } }],
});

/** The router of the app, on a memory history, with a fake shell: only routing is under test. */
const load = async (address: string, signedIn = false) => {
  const shell = strictFake<ShellServices>("ShellServices", {
    isSignedIn: () => signedIn,
    listGames: async () => [game("lucky-day")],
  });
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [address] }),
    context: { container: strictFake<Injector>("Injector", {}), queryClient: new QueryClient(), shell },
  });
  await router.load();
  const leaf = router.state.matches.at(-1);
  return {
    path: `${router.state.location.pathname}${router.state.location.searchStr}`,
    routeId: leaf?.routeId,
    params: leaf?.params as Record<string, unknown> | undefined,
    status: leaf?.status,
    notFound: router.state.matches.some((match) => match.status === "notFound" || match._notFound === true),
  };
};

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
    ["/register", "/{-$locale}/register/", undefined],
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

  it("the well-known app-specific path has its own (empty) route", async () => {
    const result = await load("/.well-known/appspecific/com.chrome.devtools.json");
    expect(result.routeId).toBe("/.well-known/$");
    expect(result.notFound).toBe(false);
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
    expect(result.routeId).toBe("/{-$locale}/login");
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
});
