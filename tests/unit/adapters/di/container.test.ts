import { Result } from "effect";
import { describe, expect, it, vi } from "vitest";
import { readConfig } from "@/env";
import { PORT_TOKENS, TOKENS } from "@/application/tokens";
import { onlineManager } from "@tanstack/react-query";
import {
  attachRouter,
  createContainer,
  createQueryClient,
  holdNavigation,
  queryClientOf,
  QUERY_STALE_TIME_MS,
} from "@/adapters/di/container";
import { ObservableSessionState } from "@/adapters/state/observable-session-state";
import { FixedClock } from "../../fakes/fixed-clock";
import { InMemoryKeyValueStore } from "../../fakes/in-memory-key-value-store";
import { RecordingNavigator } from "../../fakes/recording-navigator";
import { strictFake, recorder } from "../../fakes/strict-fake";
import type { AnalyticsPort } from "@/application/ports/analytics.port";
import type { WalletPort } from "@/application/ports/wallet.port";
import { WALLET_TOKENS } from "@/application/wallet/wallet.tokens";
import type { Injector } from "@/application/di-token";
import { rebindConstant } from "@/adapters/di/bind";

const config = readConfig({ VITE_API_BASE_URL: "https://api.lotto.test", PROD: true });

describe("createContainer (ARCHITECTURE §3.4 composition root)", () => {
  it.each(Object.entries(TOKENS))("resolves %s", (_name, token) => {
    const container = createContainer(config);
    expect(container.get(token)).toBeDefined();
  });

  it("binds everything once per container (singletons), and a fresh container is a fresh world", () => {
    const first: Injector = createContainer(config);
    expect(first.get(TOKENS.syncCart)).toBe(first.get(TOKENS.syncCart));
    expect(first.get(TOKENS.sessionState)).toBeInstanceOf(ObservableSessionState);
    const second: Injector = createContainer(config);
    expect(second.get(TOKENS.sessionState)).not.toBe(first.get(TOKENS.sessionState));
  });

  it("makes its own QueryClient fresh for 5000 ms (SPEC §9) unless given one", () => {
    const container = createContainer(config);
    expect(queryClientOf(container).getDefaultOptions().queries?.staleTime).toBe(QUERY_STALE_TIME_MS);
  });

  it("runs a write while the browser is offline: the use case answers for itself (SPEC §4 a cart kept on the device)", async () => {
    const client = createQueryClient();
    onlineManager.setOnline(false);
    try {
      const write = vi.fn(async () => "kept on the device");
      const answer = await client.getMutationCache().build(client, { mutationFn: write }).execute(undefined);
      expect(answer).toBe("kept on the device");
      expect(write).toHaveBeenCalledOnce();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it("a port is swapped with rebind (synchronous in inversify 8) before first use", async () => {
    const container = createContainer(config);
    const pageView = recorder((_event: { url: string }) => Promise.resolve(Result.succeed(undefined)));
    rebindConstant(container, PORT_TOKENS.analytics, strictFake<AnalyticsPort>("AnalyticsPort", { pageView }));
    const injector: Injector = container;
    await injector.get(TOKENS.trackPageView).execute({ url: "https://shop.test/faq" });
    expect(pageView.calls).toEqual([[{ url: "https://shop.test/faq" }]]);
  });

  it("an area's port is swapped with rebind once the area is loaded, like any other", async () => {
    const container = createContainer(config);
    const injector: Injector = container;
    await injector.get(TOKENS.areas).load("wallet");
    const page = { items: [], unreadable: 0, pagination: { page: 2, perPage: 10, total: 0, lastPage: 1 } };
    const transactions = recorder((_request?: { page?: number }) => Promise.resolve(Result.succeed(page)));
    rebindConstant(container, WALLET_TOKENS.wallet, strictFake<WalletPort>("WalletPort", { transactions }));
    expect(await injector.get(WALLET_TOKENS.walletTransactions).execute({ page: 2 })).toEqual(Result.succeed(page));
    expect(transactions.calls).toEqual([[{ page: 2 }]]);
  });

  it("use cases get the rebound local ports", () => {
    const container = createContainer(config);
    const clock = new FixedClock("2030-01-01T00:00:00Z");
    const store = new InMemoryKeyValueStore();
    rebindConstant(container, PORT_TOKENS.clock, clock);
    rebindConstant(container, PORT_TOKENS.keyValueStore, store);
    const injector: Injector = container;
    injector.get(TOKENS.captureCampaign).execute({ search: "?utm_source=mail" });
    expect(JSON.parse(store.get("campaign") ?? "null")).toEqual({
      params: { utm_source: "mail" },
      savedAt: "2030-01-01T00:00:00.000Z",
    });
  });

  it("navigation goes through the router once attached; one asked for before waits for it, in order", () => {
    const container = createContainer(config);
    const injector: Injector = container;
    const history = new RecordingNavigator();
    injector.get(TOKENS.navigator).go("/login?reauth=1");
    injector.get(TOKENS.navigator).replace("/");
    expect(history.visits).toEqual([]);
    attachRouter(container, { history: { push: (path) => history.go(path), replace: (path) => history.replace(path) } });
    expect(history.visits).toEqual([
      { kind: "go", path: "/login?reauth=1" },
      { kind: "replace", path: "/" },
    ]);
    injector.get(TOKENS.navigator).replace("/wallet");
    expect(history.visits.at(-1)).toEqual({ kind: "replace", path: "/wallet" });
    expect(history.visits).toHaveLength(3);
  });

  it("navigation held while a prerendered page hydrates runs, in order, once released", () => {
    const container = createContainer(config);
    const injector: Injector = container;
    const history = new RecordingNavigator();
    attachRouter(container, { history: { push: (path) => history.go(path), replace: (path) => history.replace(path) } });
    const release = holdNavigation(container);
    injector.get(TOKENS.navigator).go("/login?reauth=1");
    injector.get(TOKENS.navigator).go("/faq");
    expect(history.visits).toEqual([]);
    release();
    expect(history.visits.map((visit) => visit.path)).toEqual(["/login?reauth=1", "/faq"]);
    release();
    injector.get(TOKENS.navigator).go("/wallet");
    expect(history.visits.map((visit) => visit.path)).toEqual(["/login?reauth=1", "/faq", "/wallet"]);
  });
});
