import "./play.css";
import { Result } from "effect";
import { type ReactNode, useMemo } from "react";
import type { ClockPort } from "@/application/ports/clock.port";
import type { RandomPort } from "@/application/ports/random.port";
import { buildCartItem } from "@/domain/cart/cart-item-builder";
import type { CartItem } from "@/domain/cart/cart-item";
import type { Game } from "@/domain/game/game";
import type { TicketList } from "@/domain/ticket/ticket-list";
import { rulesFromGame } from "@/domain/ticket/ticket-rules";
import { useTicketList } from "./entries/use-ticket-list";
import { type AddToCartOutcome, LottoGameView } from "./lotto-game-view";
import { type GameOptionsValue, toCartItemOptions } from "./options/game-options-value";
import { PlayAnnouncer } from "./play-announcer";

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

/**
 * The lotto game page (SPEC §2 /{slug}) with its ticket list kept in the component: props in,
 * the built cart item out. LottoGameScreen is the same page over the container's ticket editor.
 */
export function LottoGamePage(props: LottoGamePageProps) {
  return (
    <PlayAnnouncer>
      <LocalGamePage {...props} />
    </PlayAnnouncer>
  );
}

function LocalGamePage({ game, random, clock, onAddToCart, initialList, onListChange, ...view }: LottoGamePageProps) {
  // Stable rules keep the list's callbacks and the memoised entries and numbers stable.
  const rules = useMemo(() => rulesFromGame(game), [game]);
  const controls = useTicketList({
    rules,
    gameSelected: game !== null,
    random,
    ...(initialList === undefined ? {} : { initialList }),
    ...(onListChange === undefined ? {} : { onChange: onListChange }),
  });

  const addToCart = (options: GameOptionsValue): AddToCartOutcome => {
    if (game === null) return "noGame";
    const built = buildCartItem(game, controls.list, toCartItemOptions(options, random.uuid()), rules, clock.now());
    if (Result.isFailure(built)) {
      controls.flagInvalid();
      return "invalid";
    }
    onAddToCart(built.success);
    return "added";
  };

  return <LottoGameView game={game} rules={rules} controls={controls} onAddToCart={addToCart} {...view} />;
}
