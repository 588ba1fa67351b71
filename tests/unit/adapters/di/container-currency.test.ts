import { http } from "msw";
import { Result } from "effect";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sandboxServer } from "@mocks/node";
import { DEMO_USER } from "@mocks/seed";
import { resetSandbox } from "@mocks/state";
import { readConfig } from "@/env";
import { PLAY_TOKENS } from "@/application/tickets/play.tokens";
import { PORT_TOKENS, TOKENS } from "@/application/tokens";
import type { Injector } from "@/application/di-token";
import { rebindConstant } from "@/adapters/di/bind";
import { createContainer } from "@/adapters/di/container";
import { InMemoryCookieStore } from "../../fakes/in-memory-cookie-store";
import { InMemoryKeyValueStore } from "../../fakes/in-memory-key-value-store";
import { RecordingNavigator } from "../../fakes/recording-navigator";
import { loadEveryArea } from "../../fakes/every-area";

/**
 * SPEC §1 currency: a build configured with VITE_CURRENCY reads and sends every amount in that
 * currency's minor units (src/domain/money/currency.ts). The sandbox answers in major units
 * ("1,234.50"), which a KWD build holds as 1,234.500 (1234500 fils), never 123.450.
 */
const shopIn = (currency: string): Injector => {
  const container = loadEveryArea(
    createContainer(readConfig({ VITE_API_BASE_URL: "https://api.lotto.test", VITE_CURRENCY: currency, PROD: true })),
  );
  rebindConstant(container, PORT_TOKENS.keyValueStore, new InMemoryKeyValueStore());
  rebindConstant(container, PORT_TOKENS.cookieStore, new InMemoryCookieStore());
  rebindConstant(container, PORT_TOKENS.navigator, new RecordingNavigator());
  // No window in node: the browser's online event is not part of this test.
  rebindConstant(container, PORT_TOKENS.connectivity, { onOnline: () => () => undefined });
  return container;
};

const signIn = async (injector: Injector) => {
  const signedIn = await injector
    .get(TOKENS.loginWithPassword)
    .execute({ callingCode: DEMO_USER.calling_code, phone: DEMO_USER.phone, password: DEMO_USER.password });
  expect(Result.isSuccess(signedIn)).toBe(true);
};

describe("the configured currency's minor units through the container (sandbox)", () => {
  beforeAll(() => sandboxServer.listen({ onUnhandledRequest: "error" }));
  beforeEach(() => resetSandbox());
  afterEach(() => sandboxServer.resetHandlers());
  afterAll(() => sandboxServer.close());

  it.each([
    ["AED", 123_450],
    ["KWD", 1_234_500],
    ["JPY", 1235],
    ["IDR", 1235],
  ])('%s: the balance "1,234.50" is %i minor units', async (currency, minor) => {
    const injector = shopIn(currency);
    await signIn(injector);
    expect(injector.get(TOKENS.sessionState).get().balance).toBe(minor);
  });

  it("KWD: the cart saved to the server carries its total in KWD (SPEC §7 amount), the line amounts untouched", async () => {
    const injector = shopIn("KWD");
    await signIn(injector);
    const saved: Array<Record<string, unknown>> = [];
    sandboxServer.use(
      http.post("https://api.lotto.test/api/carts/save", async ({ request }) => {
        saved.push((await request.clone().json()) as Record<string, unknown>);
      }),
    );
    const [game] = await injector.get(TOKENS.gameCatalog).listGames().then(Result.getOrThrow);
    if (game === undefined) throw new Error("the sandbox sells no game");
    injector.get(PLAY_TOKENS.ticketEditor).open(game);
    injector.get(PLAY_TOKENS.ticketEditor).quickPick();
    injector.get(PLAY_TOKENS.ticketEditor).setOptions({ draws: 2, addons: [], weekly: false });
    await injector.get(PLAY_TOKENS.addTicketToCart).execute({ game });
    await expect.poll(() => saved.length).toBeGreaterThan(0);
    // The game's price is in fils of KWD (1000 to the dinar); the server is sent major units.
    expect(saved.at(-1)?.["amount"]).toBe((game.price * 2) / 1000);
  });

  it("KWD: results' jackpots and fixed prizes are read with 3 decimals (ten times AED's fils)", async () => {
    const inAed = shopIn("AED").get(TOKENS.gameCatalog);
    const inKwd = shopIn("KWD").get(TOKENS.gameCatalog);
    const jackpots = async (catalog: typeof inAed) =>
      (await catalog.results().then(Result.getOrThrow)).flatMap((game) => game.results.map((result) => result.jackpot));
    const fixedPrizes = async (catalog: typeof inAed) =>
      (await catalog.prizeBreakdown("lucky-day").then(Result.getOrThrow)).tiers.flatMap((tier) =>
        tier.prize.kind === "fixed" ? [tier.prize.amount] : [],
      );
    const aedJackpots = await jackpots(inAed);
    expect(aedJackpots.length).toBeGreaterThan(0);
    expect(await jackpots(inKwd)).toEqual(aedJackpots.map((fils) => fils * 10));
    const aedPrizes = await fixedPrizes(inAed);
    expect(aedPrizes.length).toBeGreaterThan(0);
    expect(await fixedPrizes(inKwd)).toEqual(aedPrizes.map((fils) => fils * 10));
  });
});
