import { Result } from "effect";
import { buildCartItem, type InvalidTicketEntries } from "@/domain/cart/cart-item-builder";
import type { CartItem } from "@/domain/cart/cart-item";
import type { Game } from "@/domain/game/game";
import { toCartItemOptions } from "@/domain/cart/ticket-options";
import { applyDrawDate } from "@/domain/ticket/ticket-draw-date";
import { AddEntryBlocked, createTicketList } from "@/domain/ticket/ticket-list";
import { flagInvalidEntries } from "@/domain/ticket/ticket-picks";
import type { ClockPort } from "@/application/ports/clock.port";
import type { RandomPort } from "@/application/ports/random.port";
import type { AddCartItemUseCase } from "@/application/cart/add-cart-item.use-case";
import type { CartStore } from "@/application/cart/cart-store";
import type { CartSyncState } from "@/application/state/cart-sync-state";
import type { TicketStore } from "@/application/tickets/ticket-store";

export interface AddTicketInput {
  readonly game: Game;
  /** The game's display name for the cart line (SPEC §3 Cart item `name`); its slug otherwise. */
  readonly name?: string;
}

/**
 * The game page's ticket goes into the cart (SPEC §3 cart item from game + ticket list + the
 * options kept with it). Invalid entries block it and are flagged isError (SPEC §5). A list that is
 * a cart line being edited replaces that line (same idBlock, same id). Afterwards the list the
 * player had put aside for this game while editing comes back with its options
 * (EditCartItemUseCase), otherwise a fresh list starts with the same options, for the next ticket.
 */
export class AddTicketToCartUseCase {
  constructor(
    private readonly tickets: TicketStore,
    private readonly cartStore: CartStore,
    private readonly addCartItem: AddCartItemUseCase,
    private readonly random: RandomPort,
    private readonly clock: ClockPort,
  ) {}

  async execute(
    input: AddTicketInput,
  ): Promise<Result.Result<{ readonly item: CartItem; readonly sync: CartSyncState }, InvalidTicketEntries | AddEntryBlocked>> {
    const current = this.tickets.tickets();
    if (current === null || current.gameSlug !== input.game.gameSlug)
      return Result.fail(new AddEntryBlocked({ reason: "NoGameSelected" }));
    const options = toCartItemOptions(current.options, "", input.name);
    const built = buildCartItem(input.game, current.list, options, current.rules, this.clock.now());
    if (Result.isFailure(built)) {
      this.tickets.set({ ...current, list: flagInvalidEntries(current.list, current.rules) });
      return Result.fail(built.failure);
    }
    const existing = this.cartStore.cart().items.find((line) => line.idBlock === current.list.idBlock);
    const item = { ...built.success, id: existing?.id ?? this.random.uuid() };
    const sync = this.addCartItem.execute(item);
    const aside = this.tickets.takeAside(current.gameSlug);
    // Put aside days ago, its draw dates may have passed (SPEC §4 draw date).
    const list =
      aside === null
        ? createTicketList(() => this.random.uuid(), current.rules)
        : applyDrawDate(aside.list, input.game, this.clock.now());
    this.tickets.set({ ...current, list, options: aside?.options ?? current.options });
    return Result.succeed({ item, sync: await sync });
  }
}
