import "./cart.css";
import { memo, useId } from "react";
import { ADDON_DOUBLE_JACKPOT, ADDON_SECURE_JACKPOT, type CartItem } from "@/domain/cart/cart-item";
import { splitBet } from "@/domain/cart/cart-to-tickets";
import type { TicketRules } from "@/domain/ticket/ticket-rules";
import type { Game } from "@/domain/game/game";
import { gameName as catalogueName } from "@/ui/queries/game-name";
import { isolated } from "@/ui/components/bidi";
import { Button } from "@/ui/components/button";
import { TicketBoard } from "@/ui/components/ticket-board";
import { formatDateTime, formatMoney, formatNumber } from "@/ui/i18n/format";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import type { TranslationFunctions } from "@/ui/i18n/i18n-types";
import { type AppLocale, intlLocale } from "@/ui/i18n/locale";

export interface CartItemCardProps {
  readonly item: CartItem;
  /** 1-based place in the list: "Ticket 2: lotto-44" tells lines of the same game apart. */
  readonly position: number;
  /** The rules of the item's game: how each flat bet splits into main and bonus numbers. */
  readonly rules: TicketRules;
  /** The game's name as the shop shows it (lineGameName); the line's own `name` by default. */
  readonly gameName?: string;
  /** Absent on read-only lists (the thank-you page). */
  readonly onEdit?: (item: CartItem) => void;
  /** Receives the line and its spoken name ("Ticket 2: lotto-44"), for the confirmation. */
  readonly onRemove?: (item: CartItem, name: string) => void;
  /** A payment of this cart is on its way: Edit and Remove wait for its answer. */
  readonly locked?: boolean;
}

const addonNames = (LL: TranslationFunctions, addons: ReadonlyArray<string>): string[] =>
  addons.flatMap((addon) =>
    addon === ADDON_DOUBLE_JACKPOT
      ? [LL.cart.item.doubleJackpot()]
      : addon === ADDON_SECURE_JACKPOT
        ? [LL.cart.item.secureJackpot()]
        : [],
  );

const drawDateText = (text: string, locale: AppLocale): string | null => {
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : formatDateTime(date, locale);
};

/** One cart line (SPEC §3 Cart item): its boards, draws, add-ons, subscription and price. */
/**
 * The name a cart line is shown with: its game's, as the game page shows it, when the game is on
 * sale; else the line's own `name`. A line read from the server's `cart_data` may name an entry
 * there ("ENTRY 1", SPEC §3 gives `name` no meaning): a merged cart showed "Ticket 2: ENTRY 1".
 */
export const lineGameName = (game: Game | null, item: Pick<CartItem, "name">): string =>
  game === null ? item.name : catalogueName(game);

export const CartItemCard = memo(function CartItemCard({
  item,
  position,
  rules,
  onEdit,
  onRemove,
  locked = false,
  gameName = item.name,
}: CartItemCardProps) {
  const { LL, locale } = useI18nContext();
  const ids = useId();
  const addons = addonNames(LL, item.addons);
  const name = LL.cart.item.ticket({ position, game: gameName });
  const drawDate = drawDateText(item.drawDate, locale);
  return (
    <li className="cart-item" aria-labelledby={`${ids}-name`}>
      <h3 id={`${ids}-name`} className="cart-item__title">
        {isolated((mark) => LL.cart.item.ticket({ position, game: mark(gameName) }))}
      </h3>
      <ul className="cart-item__boards">
        {item.bets.map((bet, index) => (
          <li key={index}>
            <TicketBoard
              numbers={splitBet(bet, rules)}
              pools={rules.pools}
              label={LL.common.board.label({ entry: LL.common.entryName({ position: index + 1 }) })}
            />
          </li>
        ))}
      </ul>
      <dl className="cart-item__facts">
        <dt>{LL.cart.item.entries()}</dt>
        <dd>{formatNumber(item.bets.length, locale)}</dd>
        <dt>{LL.cart.item.draws()}</dt>
        <dd>{formatNumber(item.draws, locale)}</dd>
        {drawDate === null ? null : (
          <>
            <dt>{LL.cart.item.drawDate()}</dt>
            <dd>{drawDate}</dd>
          </>
        )}
        <dt>{LL.cart.item.plays()}</dt>
        <dd>{item.activeWeekly ? LL.cart.item.weekly() : LL.cart.item.nextDraw()}</dd>
        {addons.length === 0 ? null : (
          <>
            <dt>{LL.cart.item.addons()}</dt>
            <dd>{new Intl.ListFormat(intlLocale(locale), { type: "conjunction" }).format(addons)}</dd>
          </>
        )}
        <dt>{LL.cart.item.price()}</dt>
        <dd>{formatMoney(item.amount, locale)}</dd>
      </dl>
      {onEdit === undefined && onRemove === undefined ? null : (
        <div className="cart-item__actions">
          {onEdit === undefined ? null : (
            <Button
              variant="secondary"
              size="sm"
              aria-label={LL.cart.item.editLabel({ name })}
              isDisabled={locked}
              onPress={() => onEdit(item)}
            >
              {LL.cart.item.edit()}
            </Button>
          )}
          {onRemove === undefined ? null : (
            <Button
              variant="ghost"
              size="sm"
              aria-label={LL.cart.item.removeLabel({ name })}
              isDisabled={locked}
              onPress={() => onRemove(item, name)}
            >
              {LL.cart.item.remove()}
            </Button>
          )}
        </div>
      )}
    </li>
  );
});
