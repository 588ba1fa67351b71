import { Result } from "effect";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sandboxServer } from "@mocks/node";
import { DEMO_USER } from "@mocks/seed";
import { resetSandbox } from "@mocks/state";
import { readConfig } from "@/env";
import { fromMajor } from "@/domain/money/money";
import { ACCOUNT_TOKENS } from "@/application/account/account.tokens";
import { CHECKOUT_TOKENS } from "@/application/checkout/checkout.tokens";
import { CONTENT_TOKENS } from "@/application/content/content.tokens";
import { PLAY_TOKENS } from "@/application/tickets/play.tokens";
import { PORT_TOKENS, TOKENS } from "@/application/tokens";
import { WALLET_TOKENS } from "@/application/wallet/wallet.tokens";
import type { Injector } from "@/application/di-token";
import { rebindConstant } from "@/adapters/di/bind";
import { createContainer } from "@/adapters/di/container";
import { InMemoryCookieStore } from "../../fakes/in-memory-cookie-store";
import { InMemoryKeyValueStore } from "../../fakes/in-memory-key-value-store";
import { RecordingNavigator } from "../../fakes/recording-navigator";
import { loadEveryArea } from "../../fakes/every-area";

/** The whole application over the real adapters, answered by the sandbox backend through MSW. */
const config = readConfig({
  VITE_API_BASE_URL: "https://api.lotto.test",
  VITE_GAME_API_BASE_URL: "https://games.lotto.test",
  PROD: true,
});

const shop = () => {
  const container = loadEveryArea(createContainer(config));
  const navigator = new RecordingNavigator();
  rebindConstant(container, PORT_TOKENS.keyValueStore, new InMemoryKeyValueStore());
  rebindConstant(container, PORT_TOKENS.cookieStore, new InMemoryCookieStore());
  rebindConstant(container, PORT_TOKENS.navigator, navigator);
  const injector: Injector = container;
  return { get: injector.get.bind(injector), navigator };
};

const success = <A, E>(result: Result.Result<A, E>): A => {
  if (Result.isFailure(result)) throw new Error(`expected a success, got ${JSON.stringify(result.failure)}`);
  return result.success;
};

describe("the container against the sandbox backend", () => {
  beforeAll(() => sandboxServer.listen({ onUnhandledRequest: "error" }));
  beforeEach(() => resetSandbox());
  afterEach(() => sandboxServer.resetHandlers());
  afterAll(() => sandboxServer.close());

  it("a guest builds a ticket, signs in (cart merged and saved), pays, and logs out", async () => {
    const { get, navigator } = shop();
    const [game] = success(await get(TOKENS.gameCatalog).listGames());
    if (game === undefined) throw new Error("the sandbox sells no game");
    get(PLAY_TOKENS.ticketEditor).open(game);
    get(PLAY_TOKENS.ticketEditor).quickPick();
    const added = success(await get(PLAY_TOKENS.addTicketToCart).execute({ game }));
    expect(added.sync).toEqual({ _tag: "Local" });

    const target = success(
      await get(TOKENS.loginWithPassword).execute({
        callingCode: DEMO_USER.calling_code,
        phone: DEMO_USER.phone,
        password: DEMO_USER.password,
      }),
    );
    expect(target).toBe("/checkout");
    const state = get(TOKENS.sessionState).get();
    expect(state.user).toEqual({ id: 1, fullName: "Demo Player" });
    expect(state.balance).toBe(fromMajor(1234.5));
    expect(state.cartSync).toEqual({ _tag: "Synced" });
    const serverCart = success(await get(TOKENS.cartRepository).fetch());
    expect(serverCart.items.map((item) => item.idBlock)).toEqual([added.item.idBlock]);

    const receipt = success(await get(CHECKOUT_TOKENS.payCheckout).execute());
    expect(receipt.ticketsPurchased).toBeGreaterThan(0);
    expect(get(TOKENS.sessionState).get().cart.items).toEqual([]);
    expect(get(TOKENS.sessionState).get().balance).toBe(receipt.balance);

    await get(TOKENS.logout).execute({ revoke: true });
    expect(navigator.last).toEqual({ kind: "go", path: "/login" });
    expect(get(TOKENS.sessionStore).accessToken()).toBeUndefined();
  });

  it("the areas' ports answer from the sandbox", async () => {
    const { get } = shop();
    expect(success(await get(CONTENT_TOKENS.content).faq("en")).length).toBeGreaterThan(0);
    success(
      await get(TOKENS.loginWithPassword).execute({
        callingCode: DEMO_USER.calling_code,
        phone: DEMO_USER.phone,
        password: DEMO_USER.password,
      }),
    );
    const user = success(await get(ACCOUNT_TOKENS.profile).profile());
    expect(user.phone).toBe(DEMO_USER.phone);
    expect(success(await get(WALLET_TOKENS.wallet).transactions()).pagination.page).toBe(1);
    expect(Array.isArray(success(await get(ACCOUNT_TOKENS.favourites).list()))).toBe(true);
    expect(success(await get(ACCOUNT_TOKENS.notifications).list()).unreadCount).toBeGreaterThanOrEqual(0);
    expect(success(await get(CHECKOUT_TOKENS.weeklyLimit).check({ userId: user.id, quantity: 1 })).limit).toBeGreaterThan(0);
    expect(success(await get(CONTENT_TOKENS.content).certificateOffers()).length).toBeGreaterThan(0);
  });

  it("the areas' use cases answer from the sandbox", async () => {
    const { get } = shop();
    const [game] = success(await get(CONTENT_TOKENS.gamesOnSale).execute());
    if (game === undefined) throw new Error("the sandbox sells no game");
    expect(success(await get(CONTENT_TOKENS.prizeBreakdown).execute({ gameSlug: game.gameSlug })).gameSlug).toBe(game.gameSlug);
    success(
      await get(ACCOUNT_TOKENS.signIn).execute({
        callingCode: DEMO_USER.calling_code,
        phone: DEMO_USER.phone,
        password: DEMO_USER.password,
      }),
    );
    expect(success(await get(ACCOUNT_TOKENS.loadProfile).execute()).phone).toBe(DEMO_USER.phone);
    expect(success(await get(CHECKOUT_TOKENS.checkWeeklyLimit).execute({ quantity: 1 }))._tag).toBe("Checked");
  });
});
