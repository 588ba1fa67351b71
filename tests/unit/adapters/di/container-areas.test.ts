import { ContainerModule } from "inversify";
import { describe, expect, it } from "vitest";
import { readConfig } from "@/env";
import { ACCOUNT_TOKENS } from "@/application/account/account.tokens";
import { CERTIFICATE_TOKENS } from "@/application/certificates/certificates.tokens";
import { CHECKOUT_TOKENS } from "@/application/checkout/checkout.tokens";
import { CONTENT_TOKENS } from "@/application/content/content.tokens";
import type { Area, Injector, Token } from "@/application/di-token";
import { PLAY_TOKENS } from "@/application/tickets/play.tokens";
import { PAYMENT_TOKENS } from "@/application/payment/payment.tokens";
import { TOKENS } from "@/application/tokens";
import { WALLET_TOKENS } from "@/application/wallet/wallet.tokens";
import { bindConstant } from "@/adapters/di/bind";
import { AREA_MODULES, ContainerAreas, type AreaModules } from "@/adapters/di/container-areas";
import { SIGN_IN_LINK_TOKENS } from "@/application/auth/sign-in-link.tokens";
import { createContainer } from "@/adapters/di/container";

const config = readConfig({ VITE_API_BASE_URL: "https://api.lotto.test", PROD: true });

/** Each area's own tokens: what its module must bind, and what no other area binds. */
const AREA_TOKENS: Readonly<Record<Area, Readonly<Record<string, Token<unknown>>>>> = {
  play: PLAY_TOKENS,
  checkout: CHECKOUT_TOKENS,
  account: ACCOUNT_TOKENS,
  wallet: WALLET_TOKENS,
  // Games on sale and past draws are the core's: the home page shows them.
  content: Object.fromEntries(Object.entries(CONTENT_TOKENS).filter(([name]) => name !== "gamesOnSale" && name !== "pastDraws")),
  certificates: CERTIFICATE_TOKENS,
  payment: PAYMENT_TOKENS,
  signInLink: SIGN_IN_LINK_TOKENS,
};
const AREAS = Object.keys(AREA_TOKENS) as Area[];

const bound = (container: ReturnType<typeof createContainer>, token: Token<unknown>): boolean => container.isBound(token);

describe("wiring per area (docs/architecture.md): each area's ContainerModule, loaded by its routes", () => {
  it.each(AREAS)("%s: none of its tokens is bound before it loads, every one resolves after", async (area) => {
    const container = createContainer(config);
    const injector: Injector = container;
    const tokens = Object.entries(AREA_TOKENS[area]);
    expect(tokens.length).toBeGreaterThan(0);
    for (const [name, token] of tokens) expect(bound(container, token), name).toBe(false);
    await injector.get(TOKENS.areas).load(area);
    for (const [name, token] of tokens) expect(injector.get(token), name).toBeDefined();
  });

  it("loading every area binds each token once (no area binds another's), and the core still resolves", async () => {
    const container = createContainer(config);
    const injector: Injector = container;
    await Promise.all(AREAS.map((area) => injector.get(TOKENS.areas).load(area)));
    for (const tokens of Object.values(AREA_TOKENS))
      for (const token of Object.values(tokens)) expect(() => injector.get(token)).not.toThrow();
    for (const token of Object.values(TOKENS)) expect(injector.get(token)).toBeDefined();
  });

  it("the certificates area brings the content area it buys through and the checkout area's payment gateway", async () => {
    const container = createContainer(config);
    const injector: Injector = container;
    await injector.get(TOKENS.areas).load("certificates");
    expect(bound(container, CONTENT_TOKENS.content)).toBe(true);
    expect(bound(container, CHECKOUT_TOKENS.paymentGateway)).toBe(true);
    expect(injector.get(CERTIFICATE_TOKENS.pollCertificate)).toBeDefined();
    expect(injector.get(CERTIFICATE_TOKENS.purchaseCertificate)).toBeDefined();
  });

  it("an area's use cases are singletons, like the core's", async () => {
    const container = createContainer(config);
    const injector: Injector = container;
    await injector.get(TOKENS.areas).load("checkout");
    expect(injector.get(CHECKOUT_TOKENS.payCheckout)).toBe(injector.get(CHECKOUT_TOKENS.payCheckout));
  });
});

describe("ContainerAreas (one import per area, shared; a failed import is tried again)", () => {
  const probe = Symbol.for("lotto-shop/test/probe") as Token<string>;
  const counting = (failures: number) => {
    let imports = 0;
    const modules: AreaModules = {
      ...AREA_MODULES,
      wallet: () => {
        imports += 1;
        if (imports <= failures) return Promise.reject(new TypeError("Failed to fetch dynamically imported module"));
        return Promise.resolve(new ContainerModule((area) => bindConstant(area, probe, "wallet bound")));
      },
    };
    const container = createContainer(config);
    return { container, areas: new ContainerAreas(container, modules), imports: () => imports };
  };

  it("concurrent loads of one area share one import and bind once", async () => {
    const { container, areas, imports } = counting(0);
    const loads = Promise.all([areas.load("wallet"), areas.load("wallet"), areas.load("wallet")]);
    expect(areas.isLoaded("wallet"), "not before its bindings are in").toBe(false);
    await loads;
    expect(areas.isLoaded("wallet")).toBe(true);
    await areas.load("wallet");
    expect(imports()).toBe(1);
    expect(container.get(probe)).toBe("wallet bound");
  });

  it("a failed import rejects the load (the route shows its error) and the next load imports again", async () => {
    const { container, areas, imports } = counting(1);
    await expect(areas.load("wallet")).rejects.toThrow(/dynamically imported module/);
    expect(areas.isLoading("wallet")).toBe(false);
    expect(areas.isLoaded("wallet")).toBe(false);
    await areas.load("wallet");
    expect(imports()).toBe(2);
    expect(container.get(probe)).toBe("wallet bound");
  });

  it("an area's chunk and those of the areas it needs are asked for at once; the needed area is bound first", async () => {
    const asked: string[] = [];
    const bound: string[] = [];
    const releases: Array<() => void> = [];
    const deferred =
      (name: Area): (() => Promise<ContainerModule>) =>
      () => {
        asked.push(name);
        return new Promise((resolve) => {
          releases.push(() => resolve(new ContainerModule(() => void bound.push(name))));
        });
      };
    const container = createContainer(config);
    const areas = new ContainerAreas(container, { ...AREA_MODULES, wallet: deferred("wallet"), payment: deferred("payment") });
    const load = areas.load("wallet");
    await Promise.resolve();
    expect(asked.toSorted()).toEqual(["payment", "wallet"]);
    for (const release of releases.toReversed()) release();
    await load;
    expect(bound).toEqual(["payment", "wallet"]);
    expect(areas.isLoaded("payment")).toBe(true);
  });

  it("loadNow (tests) binds a module at once, and a later load does not bind it twice", async () => {
    const { container, areas, imports } = counting(0);
    areas.loadNow("wallet", new ContainerModule((area) => bindConstant(area, probe, "loaded now")));
    await areas.load("wallet");
    expect(imports()).toBe(0);
    expect(container.get(probe)).toBe("loaded now");
  });
});
