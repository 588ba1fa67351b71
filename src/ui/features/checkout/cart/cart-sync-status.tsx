import "./cart.css";
import type { CartSyncState } from "@/application/state/cart-sync-state";
import { Button } from "@/ui/components/button";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import type { TranslationFunctions } from "@/ui/i18n/i18n-types";

export interface CartSyncStatusProps {
  readonly state: CartSyncState;
  /** "Try again", offered while the cart is unsaved (SPEC §7: nothing retries on a timer). */
  readonly onRetry?: () => void;
}

const statusText = (LL: TranslationFunctions, state: CartSyncState): string => {
  switch (state._tag) {
    case "Local":
      return LL.cart.sync.local();
    case "Synced":
      return LL.cart.sync.synced();
    case "Saving":
      return LL.cart.sync.saving();
    case "Unsaved":
      return LL.cart.sync.unsaved();
  }
};

/**
 * SPEC §4/§6: a signed-in cart is saved to the server. A failed save is said plainly ("Not saved
 * yet", with what will save it: SPEC §7 retries nothing on a timer), with a warning mark and words
 * rather than colour, and "Try again": the cart is never lost silently. A polite status, so changes are heard without stealing focus.
 */
export function CartSyncStatus({ state, onRetry }: CartSyncStatusProps) {
  const { LL } = useI18nContext();
  const unsaved = state._tag === "Unsaved";
  return (
    <div className={unsaved ? "cart-sync cart-sync--unsaved" : "cart-sync"}>
      <p role="status" className="cart-sync__text">
        {unsaved ? <span aria-hidden="true">{"⚠ "}</span> : null}
        {statusText(LL, state)}
      </p>
      {unsaved && onRetry !== undefined ? (
        <Button variant="secondary" size="sm" onPress={onRetry}>
          {LL.cart.sync.retry()}
        </Button>
      ) : null}
    </div>
  );
}
