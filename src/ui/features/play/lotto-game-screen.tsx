import "./play.css";
import { Result } from "effect";
import type { ReactNode } from "react";
import { TOKENS } from "@/application/tokens";
import type { Game } from "@/domain/game/game";
import { useInjection } from "@/ui/di/container-context";
import { useTicketEditor } from "./entries/use-ticket-editor";
import { type AddToCartOutcome, LottoGameView } from "./lotto-game-view";
import { type GameOptionsValue, toCartItemOptions } from "./options/game-options-value";
import { PlayAnnouncer } from "./play-announcer";

export interface LottoGameScreenProps {
  readonly game: Game;
  readonly title?: ReactNode;
  /** Options of the cart line being edited, if any (optionsFromCartItem). */
  readonly initialOptions?: GameOptionsValue;
}

/**
 * The lotto game page (SPEC §2 /{slug}) over the container: the list is the application's ticket
 * editor's (kept across reloads, SPEC §4) and "Add to cart" is AddTicketToCartUseCase, which flags
 * invalid entries (SPEC §5), replaces an edited line and starts a fresh list.
 */
export function LottoGameScreen({ game, title, initialOptions }: LottoGameScreenProps) {
  const { tickets, controls } = useTicketEditor(game);
  const addTicket = useInjection(TOKENS.addTicketToCart);
  if (tickets === null || controls === null) return null;

  const addToCart = async (options: GameOptionsValue): Promise<AddToCartOutcome> => {
    const { id: _id, ...rest } = toCartItemOptions(options, "");
    const result = await addTicket.execute({ game, options: rest });
    if (Result.isSuccess(result)) return "added";
    return result.failure._tag === "InvalidTicketEntries" ? "invalid" : "noGame";
  };

  return (
    <PlayAnnouncer>
      <LottoGameView
        game={game}
        rules={tickets.rules}
        controls={controls}
        onAddToCart={addToCart}
        {...(title === undefined ? {} : { title })}
        {...(initialOptions === undefined ? {} : { initialOptions })}
      />
    </PlayAnnouncer>
  );
}
