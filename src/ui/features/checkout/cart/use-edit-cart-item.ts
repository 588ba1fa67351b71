import { useCallback } from "react";
import { TOKENS } from "@/application/tokens";
import { ticketListFromCartItem } from "@/domain/cart/cart-to-tickets";
import type { CartItem } from "@/domain/cart/cart-item";
import type { Game } from "@/domain/game/game";
import { rulesFromGame } from "@/domain/ticket/ticket-rules";
import { useInjection } from "@/ui/di/container-context";

/**
 * SPEC §2 cart → game page: the line's bets become the game page's ticket list (same idBlock, so
 * adding it again replaces the line). Returns the game to navigate to, or null when the line's
 * game is not on sale any more. The game page then continues this list (TicketEditorService.open).
 */
export function useEditCartItem(games: ReadonlyArray<Game>): (item: CartItem) => Game | null {
  const tickets = useInjection(TOKENS.ticketStore);
  const random = useInjection(TOKENS.random);
  return useCallback(
    (item: CartItem) => {
      const game = games.find((candidate) => candidate.gameId === item.gameId || candidate.gameSlug === item.gameSlug);
      if (game === undefined) return null;
      const rules = rulesFromGame(game);
      tickets.set({ gameSlug: game.gameSlug, rules, list: ticketListFromCartItem(item, () => random.uuid(), rules) });
      return game;
    },
    [games, random, tickets],
  );
}
