import type { ReactNode } from "react";
import type { CartItem } from "@/domain/cart/cart-item";
import type { Game } from "@/domain/game/game";
import { useSessionState } from "@/ui/di/container-context";
import { PurchaseSummary } from "./purchase-summary";

export interface PurchaseSummaryScreenProps {
  /** The lines bought, as handed over by CheckoutScreen's onPaid (unknown after a reload). */
  readonly items?: ReadonlyArray<CartItem>;
  readonly games?: ReadonlyArray<Game>;
  /** Shown when this visit has no purchase (e.g. /thank-you opened directly). */
  readonly fallback?: ReactNode;
}

/** SPEC §2 /thank-you over the container: the visit's last purchase (PayCheckoutUseCase keeps it). */
export function PurchaseSummaryScreen({ items, games, fallback = null }: PurchaseSummaryScreenProps) {
  const receipt = useSessionState((state) => state.lastPurchase);
  if (receipt === null) return <>{fallback}</>;
  return (
    <PurchaseSummary receipt={receipt} {...(items === undefined ? {} : { items })} {...(games === undefined ? {} : { games })} />
  );
}
