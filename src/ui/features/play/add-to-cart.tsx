import "./play.css";
import { useId } from "react";
import { Button } from "@/ui/components/button";
import { useI18nContext } from "@/ui/i18n/i18n-react";

export interface AddToCartProps {
  /** Why the ticket cannot be added yet (already translated), or null when it can. */
  readonly blockedReason: string | null;
  readonly onPress: () => void;
  /** "Add to cart", or e.g. "Update cart" when an existing cart item is being edited. */
  readonly label?: string;
}

/**
 * SPEC §5: while an entry is invalid the button is aria-disabled (still focusable) and described by
 * the reason; pressing it then only flags the invalid entries (the caller's onPress decides).
 */
export function AddToCart({ blockedReason, onPress, label }: AddToCartProps) {
  const { LL } = useI18nContext();
  const ids = useId();
  return (
    <div className="play-cart-actions">
      <Button
        variant="primary"
        onPress={onPress}
        {...(blockedReason === null ? {} : { "aria-disabled": true, "aria-describedby": `${ids}-reason` })}
      >
        {label ?? LL.play.addToCart()}
      </Button>
      {blockedReason === null ? null : (
        <p id={`${ids}-reason`} className="play-entry__status">
          {blockedReason}
        </p>
      )}
    </div>
  );
}
