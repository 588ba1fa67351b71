import "./play.css";
import { Result } from "effect";
import { type ReactNode, useState } from "react";
import type { ClockPort } from "@/application/ports/clock.port";
import type { RandomPort } from "@/application/ports/random.port";
import { buildCartItem } from "@/domain/cart/cart-item-builder";
import type { CartItem } from "@/domain/cart/cart-item";
import type { Game } from "@/domain/game/game";
import type { TicketList } from "@/domain/ticket/ticket-list";
import { rulesFromGame } from "@/domain/ticket/ticket-rules";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { AddToCart } from "./add-to-cart";
import { EntryList } from "./entries/entry-list";
import { invalidEntriesText } from "./entries/entry-text";
import { useTicketList } from "./entries/use-ticket-list";
import { GameOptions } from "./options/game-options";
import { DEFAULT_GAME_OPTIONS, type GameOptionsValue, toCartItemOptions } from "./options/game-options-value";
import { PriceSummary } from "./options/price-summary";
import { PlayAnnouncer, useAnnounce } from "./play-announcer";

export interface LottoGamePageProps {
  /** The selected game; null while none is (SPEC §4: then nothing is added). Key the page by game id. */
  readonly game: Game | null;
  /** Randomness for quick pick / shuffle and fresh ids (RandomPort). */
  readonly random: RandomPort;
  /** The draw-date rule needs the current time (ClockPort). */
  readonly clock: ClockPort;
  /** Receives the built cart item (SPEC §3); a ticket edited again keeps its idBlock. */
  readonly onAddToCart: (item: CartItem) => void;
  readonly title?: ReactNode;
  /** A ticket to continue (e.g. loaded from a cart item with ticketListFromCartItem). */
  readonly initialList?: TicketList;
  readonly initialOptions?: GameOptionsValue;
  readonly onListChange?: (list: TicketList) => void;
  /** E.g. "Update cart" while editing an existing cart item. */
  readonly addToCartLabel?: string;
}

/** The lotto game page (SPEC §2 /{slug}): entries with their pickers, options, price and add to cart. */
export function LottoGamePage(props: LottoGamePageProps) {
  return (
    <PlayAnnouncer>
      <GamePageContent {...props} />
    </PlayAnnouncer>
  );
}

function GamePageContent({ game, random, clock, onAddToCart, title, initialList, initialOptions, onListChange, addToCartLabel }: LottoGamePageProps) {
  const { LL } = useI18nContext();
  const announce = useAnnounce();
  const rules = rulesFromGame(game);
  const controls = useTicketList({
    rules,
    gameSelected: game !== null,
    random,
    ...(initialList === undefined ? {} : { initialList }),
    ...(onListChange === undefined ? {} : { onChange: onListChange }),
  });
  const [options, setOptions] = useState<GameOptionsValue>(initialOptions ?? DEFAULT_GAME_OPTIONS);
  const reasons = invalidEntriesText(LL, controls.list.entries, rules);
  const blockedReason = game === null ? LL.play.addToCartNoGame() : reasons === null ? null : LL.play.addToCartBlocked({ reasons });

  const addToCart = () => {
    if (game === null) return announce(LL.play.addToCartNoGame());
    const built = buildCartItem(game, controls.list, toCartItemOptions(options, random.uuid()), rules, clock.now());
    if (Result.isFailure(built)) {
      controls.flagInvalid();
      return announce(blockedReason ?? LL.play.addToCartNoGame());
    }
    onAddToCart(built.success);
    announce(LL.play.addedToCart());
  };

  return (
    <div className="play-page">
      {title === undefined ? null : <h1>{title}</h1>}
      <EntryList controls={controls} rules={rules} />
      {game === null ? null : <GameOptions game={game} value={options} onChange={setOptions} />}
      {game === null ? null : <PriceSummary prices={game} entries={controls.list.entries.length} options={options} />}
      <AddToCart blockedReason={blockedReason} onPress={addToCart} {...(addToCartLabel === undefined ? {} : { label: addToCartLabel })} />
    </div>
  );
}
