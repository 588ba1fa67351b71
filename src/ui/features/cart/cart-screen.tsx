import type { CartItem } from "@/domain/cart/cart-item";
import type { Game } from "@/domain/game/game";
import { CartView, type CartViewProps } from "./cart-view";
import { useCart } from "./use-cart";

export interface CartScreenProps {
  /** Go to the game page with this line's numbers (see useEditCartItem). */
  readonly onEdit: (item: CartItem) => void;
  readonly games?: ReadonlyArray<Game>;
  readonly footer?: CartViewProps["footer"];
  readonly headingLevel?: 1 | 2;
}

/** The cart drawer's or page's content over the container (useCart). */
export function CartScreen({ onEdit, games, footer, headingLevel }: CartScreenProps) {
  const cart = useCart();
  return (
    <CartView
      {...cart}
      onEdit={onEdit}
      {...(games === undefined ? {} : { games })}
      {...(footer === undefined ? {} : { footer })}
      {...(headingLevel === undefined ? {} : { headingLevel })}
    />
  );
}
