import "./cart.css";
import { type ReactNode, useCallback, useId, useRef, useState } from "react";
import type { CartSyncState } from "@/application/state/cart-sync-state";
import type { CartItem } from "@/domain/cart/cart-item";
import type { Game } from "@/domain/game/game";
import type { Fils } from "@/domain/money/money";
import { rulesFromGame } from "@/domain/ticket/ticket-rules";
import type { AppliedVoucher } from "@/domain/voucher/voucher";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { CartItemCard, lineGameName } from "./cart-item-card";
import { CartSyncStatus } from "./cart-sync-status";
import { OrderSummary } from "./order-summary";

export interface CartViewProps {
  readonly items: ReadonlyArray<CartItem>;
  readonly voucher: AppliedVoucher | null;
  /** The wallet balance; null while unknown (guest, or not read yet). */
  readonly balance: Fils | null;
  readonly syncState: CartSyncState;
  /** The games on sale, to split each bet into main and bonus numbers (defaults otherwise). */
  readonly games?: ReadonlyArray<Game>;
  /** Go to the game page with this item's numbers (SPEC §2 cart → game page). */
  readonly onEdit: (item: CartItem) => void;
  /** SPEC §4: the caller removes the line; removing the last one clears the voucher (domain). */
  readonly onRemove: (item: CartItem) => void;
  readonly onRetrySync?: () => void;
  /** E.g. the checkout button in the drawer, or the voucher form and payment on /checkout. */
  readonly footer?: ReactNode;
  readonly headingLevel?: 1 | 2;
  /** A payment of this cart is on its way: its lines cannot be edited or removed until it is answered. */
  readonly locked?: boolean;
  /** How many lines of the saved cart the shop cannot read (kept in the account, never shown or paid). */
  readonly unreadableLines?: number;
}

const gameOf = (games: ReadonlyArray<Game>, item: CartItem): Game | null =>
  games.find((game) => game.gameId === item.gameId) ?? null;

/** SPEC §2 shopping cart (drawer and page content): items with their boards, sync status and order summary. */
export function CartView({
  items,
  voucher,
  balance,
  syncState,
  games = [],
  onEdit,
  onRemove,
  onRetrySync,
  footer,
  headingLevel = 2,
  locked = false,
  unreadableLines = 0,
}: CartViewProps) {
  const { LL } = useI18nContext();
  const ids = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [removed, setRemoved] = useState("");
  const Heading = `h${headingLevel}` as const;

  const remove = useCallback(
    (item: CartItem, name: string) => {
      onRemove(item);
      setRemoved(LL.cart.item.removed({ name }));
      headingRef.current?.focus();
    },
    [LL, onRemove],
  );

  return (
    <section className="cart-view" aria-labelledby={`${ids}-heading`}>
      <Heading id={`${ids}-heading`} ref={headingRef} tabIndex={-1}>
        {LL.cart.title()}
      </Heading>
      <CartSyncStatus state={syncState} {...(onRetrySync === undefined ? {} : { onRetry: onRetrySync })} />
      <p role="status" className="ui-visually-hidden">
        {removed}
      </p>
      {items.length === 0 ? (
        <p>{LL.cart.empty()}</p>
      ) : (
        <ul className="cart-items" aria-label={LL.cart.items()}>
          {items.map((item, index) => (
            <CartItemCard
              key={item.idBlock}
              item={item}
              position={index + 1}
              rules={rulesFromGame(gameOf(games, item))}
              gameName={lineGameName(gameOf(games, item), item)}
              onEdit={onEdit}
              onRemove={remove}
              locked={locked}
            />
          ))}
        </ul>
      )}
      {/* "Also": after the lines it shows (or "Your cart is empty"), before the total it is not in. */}
      {unreadableLines > 0 ? <p className="cart-view__unreadable">{LL.cart.unreadable({ count: unreadableLines })}</p> : null}
      {items.length === 0 ? null : (
        <OrderSummary items={items} balance={balance} voucher={voucher} headingLevel={headingLevel === 1 ? 2 : 3} />
      )}
      {footer}
    </section>
  );
}
