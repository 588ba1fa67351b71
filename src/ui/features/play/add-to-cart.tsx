import "./play.css";
import { useId } from "react";
import { Button } from "@/ui/components/button";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { stickyEnd } from "@/ui/components/layout/sticky-inset";

export interface AddToCartProps {
  /** Why the ticket cannot be added yet (already translated), or null when it can. */
  readonly blockedReason: string | null;
  readonly onPress: () => void;
  /** The ticket is on its way into the cart (the mutation's isPending): busy, a press does nothing. */
  readonly isPending?: boolean;
  /** "Add to cart", or e.g. "Update cart" when an existing cart item is being edited. */
  readonly label?: string;
  /** The ticket's total, already formatted, repeated next to the button (null without a game). */
  readonly total?: string | null;
}

/**
 * SPEC §5: while an entry is invalid the button is aria-disabled (still focusable) and described by
 * the reason; pressing it then only flags the invalid entries (the caller's onPress decides).
 * On a phone this is a bar stuck to the bottom of the screen (play.css), with the total, so the
 * price and the button stay in reach while the player scrolls through the numbers (issue 12).
 */
export function AddToCart({ blockedReason, onPress, isPending = false, label, total = null }: AddToCartProps) {
  const { LL } = useI18nContext();
  const ids = useId();
  return (
    <div className="play-cart-actions ui-bottom-bar" ref={stickyEnd}>
      {total === null ? null : (
        <p className="play-cart-actions__total">
          <span className="play-cart-actions__total-label">{LL.play.price.total()}</span> <bdi>{total}</bdi>
        </p>
      )}
      <Button
        variant="primary"
        onPress={onPress}
        isPending={isPending}
        {...(blockedReason === null ? {} : { "aria-disabled": true, "aria-describedby": `${ids}-reason` })}
      >
        {label ?? LL.play.addToCart()}
      </Button>
      {blockedReason === null ? null : (
        <p id={`${ids}-reason`} className="play-entry__status play-cart-actions__reason">
          {blockedReason}
        </p>
      )}
    </div>
  );
}
