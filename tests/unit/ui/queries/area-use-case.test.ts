import { describe, expect, it } from "vitest";
import { CHECKOUT_TOKENS } from "@/application/checkout/checkout.tokens";
import type { Area, Injector } from "@/application/di-token";
import { TOKENS } from "@/application/tokens";
import { fromArea } from "@/ui/queries/area-use-case";

describe("fromArea: a use case of an area the page may not have loaded", () => {
  it("loads the area's bindings first, then resolves the token (a guest's first voucher on /checkout)", async () => {
    const steps: string[] = [];
    const loaded = new Set<Area>();
    const useCase = { execute: () => "redeemed" };
    const injector: Injector = {
      get: ((token: symbol) => {
        if (token === TOKENS.areas)
          return {
            load: async (area: Area) => {
              steps.push(`load ${area}`);
              await Promise.resolve();
              loaded.add(area);
            },
            isLoaded: (area: Area) => loaded.has(area),
          };
        steps.push(`get ${token.description ?? ""}`);
        if (!loaded.has("checkout")) throw new Error("No bindings for the checkout area yet");
        return useCase;
      }) as never,
    };
    const redeem = await fromArea(injector, "checkout", CHECKOUT_TOKENS.redeemVoucher);
    expect(redeem).toBe(useCase);
    expect(steps).toEqual(["load checkout", "get lotto-shop/RedeemVoucherUseCase"]);
  });
});
