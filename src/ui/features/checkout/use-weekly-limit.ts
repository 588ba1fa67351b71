import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { cartQuantity } from "@/domain/cart/weekly-limit";
import type { CartItem } from "@/domain/cart/cart-item";
import { useContainer, useSessionState } from "@/ui/di/container-context";
import { weeklyLimitQuery } from "@/ui/queries/checkout.queries";

/**
 * What the checkout knows of the weekly limit (SPEC §6/§7): nothing to show (a guest, an empty
 * cart), being checked, within it, over it, or the check failed (docs/play.md, "Weekly limit").
 * Within and over carry what is left and the limit when the server said them (null otherwise).
 */
export type WeeklyLimitStatus =
  | { readonly _tag: "None" }
  | { readonly _tag: "Checking" }
  | { readonly _tag: "Within"; readonly quantity: number; readonly remaining: number | null; readonly limit: number | null }
  | { readonly _tag: "Over"; readonly quantity: number; readonly remaining: number | null; readonly limit: number | null }
  | { readonly _tag: "CheckFailed" };

export const NO_WEEKLY_LIMIT: WeeklyLimitStatus = { _tag: "None" };

/**
 * The signed-in player's weekly limit for the cart's quantity, checked when the checkout opens and
 * whenever the quantity changes; `recheck` asks again (the "Check again" button, a refused Pay).
 */
export function useWeeklyLimit(items: ReadonlyArray<CartItem>): {
  readonly status: WeeklyLimitStatus;
  readonly recheck: () => void;
} {
  const injector = useContainer();
  const userId = useSessionState((state) => state.user?.id ?? null);
  const quantity = cartQuantity(items);
  const enabled = userId !== null && quantity > 0;
  const query = useQuery({ ...weeklyLimitQuery(injector, userId ?? 0, quantity), enabled });
  const { refetch } = query;
  const recheck = useCallback(() => void refetch(), [refetch]);
  if (!enabled) return { status: NO_WEEKLY_LIMIT, recheck };
  // While a check is on its way (first, or asked again) its old answer is not shown as current.
  if (query.isFetching) return { status: { _tag: "Checking" }, recheck };
  if (query.isError) return { status: { _tag: "CheckFailed" }, recheck };
  if (query.data === undefined) return { status: { _tag: "Checking" }, recheck };
  const verdict = query.data;
  if (verdict._tag === "NotChecked") return { status: NO_WEEKLY_LIMIT, recheck };
  const { allowed, remaining, limit } = verdict.limit;
  return { status: { _tag: allowed ? "Within" : "Over", quantity, remaining, limit }, recheck };
}
