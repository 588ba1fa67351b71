import "./play.css";
import { useMutation } from "@tanstack/react-query";
import { Result } from "effect";
import type { ReactNode } from "react";
import type { Game } from "@/domain/game/game";
import { useContainer, useSessionState } from "@/ui/di/container-context";
import { addTicketToCartMutation } from "@/ui/queries/play.mutations";
import { toast } from "@/ui/components/toast/toast-queue";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { useTicketEditor } from "./entries/use-ticket-editor";
import { type AddToCartOutcome, LottoGameView } from "./lotto-game-view";
import { PlayAnnouncer } from "./play-announcer";
import { gameName } from "@/ui/queries/game-name";
import type { TranslationFunctions } from "@/ui/i18n/i18n-types";
import { type PrefillNotice, usePrefillPicks } from "./use-prefill-picks";

const prefillText = (LL: TranslationFunctions, notice: PrefillNotice): string | null =>
  notice === "filled" ? LL.play.picks.filled() : notice === "doesNotFit" ? LL.play.picks.doesNotFit() : null;

/**
 * The page's notice: what the play-again numbers did, else, while a cart line is edited with the
 * ticket being built put aside (EditCartItemUseCase), that it is kept and comes back.
 */
const noticeText = (LL: TranslationFunctions, prefill: PrefillNotice, editingWithAside: boolean): string | null =>
  prefillText(LL, prefill) ?? (editingWithAside ? LL.play.ticketAside() : null);

export interface LottoGameScreenProps {
  readonly game: Game;
  readonly title?: ReactNode;
  /** A `picks` query parameter (play again): fills the first entry when the numbers fit the game. */
  readonly picks?: string;
  /** Called once the picks are used (or refused), to take the parameter off the address. */
  readonly onPicksUsed?: () => void;
}

/**
 * The lotto game page (SPEC §2 /{slug}) over the container: the list is the application's ticket
 * editor's (kept across reloads, SPEC §4) and "Add to cart" is the mutation over AddTicketToCartUseCase, which flags
 * invalid entries (SPEC §5), replaces an edited line and starts a fresh list.
 */
export function LottoGameScreen({ game, title, picks, onPicksUsed }: LottoGameScreenProps) {
  const { LL } = useI18nContext();
  const { tickets, controls, setOptions } = useTicketEditor(game);
  const prefill = usePrefillPicks(game, picks, controls, onPicksUsed);
  const addTicket = useMutation(addTicketToCartMutation(useContainer()));
  const items = useSessionState((state) => state.cart.items);
  const hasAside = useSessionState((state) => state.ticketsAside.some((aside) => aside.gameSlug === game.gameSlug));
  if (tickets === null || controls === null) return null;
  // A list whose idBlock is in the cart is that line being edited (useEditCartItem).
  const editing = items.find((item) => item.idBlock === tickets.list.idBlock);

  const addToCart = async (): Promise<AddToCartOutcome> => {
    // The cart line carries the game's name (SPEC §3 Cart item `name`), so cart and thank-you show it.
    const result = await addTicket.mutateAsync({ game, name: gameName(game) });
    if (Result.isSuccess(result)) {
      // A visible confirmation besides the cart count; F8 reaches it (SPEC §9).
      toast.show({ title: editing === undefined ? LL.play.addedToCart() : LL.play.cartUpdated(), tone: "success" });
      return editing === undefined ? "added" : "updated";
    }
    return result.failure._tag === "InvalidTicketEntries" ? "invalid" : "noGame";
  };

  return (
    <PlayAnnouncer>
      <LottoGameView
        game={game}
        rules={tickets.rules}
        controls={controls}
        options={tickets.options}
        onOptionsChange={setOptions}
        onAddToCart={addToCart}
        adding={addTicket.isPending}
        notice={noticeText(LL, prefill, editing !== undefined && hasAside)}
        {...(title === undefined ? {} : { title })}
        {...(editing === undefined ? {} : { addToCartLabel: LL.play.updateCart() })}
      />
    </PlayAnnouncer>
  );
}
