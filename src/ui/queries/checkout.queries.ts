import { queryOptions } from "@tanstack/react-query";
import type { Injector } from "@/application/di-token";
import { CHECKOUT_TOKENS } from "@/application/checkout/checkout.tokens";
import { fromArea } from "./area-use-case";
import { queryKeys } from "./query-keys";
import { orThrow } from "./remote-query";

/**
 * SPEC §6/§7 POST /api/user/limit-game-per-week for the signed-in user and the quantity the cart
 * would buy. The key holds both, so another cart or another user is another check. Never fresh from
 * an earlier visit: each arrival at /checkout asks the server again (staleTime 0). Not retried (SPEC §7).
 */
export const weeklyLimitQuery = (injector: Injector, userId: number, quantity: number) =>
  // The injector is the app's container, the same for its whole life: what is read is in the key.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: queryKeys.checkout.weeklyLimitOf(userId, quantity),
    queryFn: async () => orThrow((await fromArea(injector, "checkout", CHECKOUT_TOKENS.checkWeeklyLimit)).execute({ quantity })),
    staleTime: 0,
    // Pay checks again anyway; a focus change must not flip Pay off while the check reruns.
    refetchOnWindowFocus: false,
  });
