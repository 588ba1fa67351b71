import { ticketListFromCartItem } from "@/domain/cart/cart-to-tickets";
import type { CartItem } from "@/domain/cart/cart-item";
import type { Game } from "@/domain/game/game";
import { optionsFromCartItem } from "@/domain/cart/ticket-options";
import { rulesFromGame } from "@/domain/ticket/ticket-rules";
import { isListBlank } from "@/domain/ticket/ticket-validity";
import type { RandomPort } from "@/application/ports/random.port";
import type { CartStore } from "@/application/cart/cart-store";
import type { TicketStore } from "@/application/tickets/ticket-store";
import { isCartLineEdit } from "@/application/tickets/tickets-state";

export interface EditCartItemInput {
  readonly item: CartItem;
  /** The games on sale: the line's game is found among them. */
  readonly games: ReadonlyArray<Game>;
}

/**
 * SPEC §2 cart → game page: the line's bets become the game page's ticket list (same idBlock, so
 * adding it again replaces the line, SPEC §3), with the line's draws, add-ons and subscription. The list the player was building is not lost: it is
 * put aside for its game and comes back when the edit ends (AddTicketToCartUseCase after Update,
 * TicketEditorService.open once the list is no longer a cart line, or on another game's page).
 * A list that is itself a cart line being edited is a copy of the cart and is not kept; nor is a
 * blank one. Answers the game to go to, or null when the line's game is not on sale any more.
 */
export class EditCartItemUseCase {
  constructor(
    private readonly tickets: TicketStore,
    private readonly cartStore: CartStore,
    private readonly random: RandomPort,
  ) {}

  execute({ item, games }: EditCartItemInput): Game | null {
    const game = games.find((candidate) => candidate.gameId === item.gameId || candidate.gameSlug === item.gameSlug);
    if (game === undefined) return null;
    this.putAsideWorkInProgress();
    const rules = rulesFromGame(game);
    this.tickets.set({
      gameSlug: game.gameSlug,
      rules,
      list: ticketListFromCartItem(item, () => this.random.uuid(), rules),
      options: optionsFromCartItem(item),
    });
    return game;
  }

  private putAsideWorkInProgress(): void {
    const current = this.tickets.tickets();
    if (current === null || isListBlank(current.list) || isCartLineEdit(current, this.cartStore.cart().items)) return;
    // A list aside for this game with the list no longer in the cart: an earlier edit ended (its
    // line removed or paid) and the list is what is left of it; what was put aside stays.
    if (this.tickets.aside(current.gameSlug) !== null) return;
    this.tickets.putAside(current);
  }
}
