import { Result } from "effect";
import type { Game } from "@/domain/game/game";
import { applyDrawDate } from "@/domain/ticket/ticket-draw-date";
import {
  addEntry,
  AddEntryBlocked,
  createTicketList,
  removeEntry,
  setTicketCount,
  type TicketList,
} from "@/domain/ticket/ticket-list";
import {
  clearAll,
  clearEntry,
  quickPick,
  quickPickEntry,
  shuffleAll,
  toggleNumber,
  type ToggleRejected,
} from "@/domain/ticket/ticket-picks";
import { rulesFromGame, sameTicketRules, type TicketRules } from "@/domain/ticket/ticket-rules";
import { DEFAULT_TICKET_OPTIONS, type TicketOptions } from "@/domain/cart/ticket-options";
import type { ClockPort } from "@/application/ports/clock.port";
import type { RandomPort } from "@/application/ports/random.port";
import type { CartStore } from "@/application/cart/cart-store";
import type { TicketStore } from "@/application/tickets/ticket-store";
import { isCartLineEdit, type TicketsState } from "@/application/tickets/tickets-state";

const NO_GAME = new AddEntryBlocked({ reason: "NoGameSelected" });

/**
 * The game page's ticket list operations (SPEC §4 Ticket list) over the domain's pure rules, with
 * the randomness, ids and clock they need. Every change is kept (state + local storage). With no
 * list started (no game selected) edits do nothing and adding is blocked, SPEC §4.
 */
export class TicketEditorService {
  constructor(
    private readonly store: TicketStore,
    private readonly cartStore: CartStore,
    private readonly random: RandomPort,
    private readonly clock: ClockPort,
  ) {}

  /**
   * The game page opens: its list continues, or a new one starts; draw dates follow SPEC §4. A list
   * the player put aside for this game while editing a cart line comes back once that edit is over
   * (docs/play.md, "Editing a cart line"). A list that opening would not change is left as it is
   * (the same state, nothing saved or announced): the page opens it before its first render and
   * again once mounted (docs/play.md, "Opening the game's list").
   */
  open(game: Game): TicketsState {
    const rules = rulesFromGame(game);
    const restored = this.restoreAside(game);
    const current = restored ?? this.store.tickets();
    const continued = current !== null && current.gameSlug === game.gameSlug ? current : null;
    const list = applyDrawDate(continued?.list ?? createTicketList(this.ids, rules), game, this.clock.now());
    if (
      restored === null &&
      continued !== null &&
      sameTicketRules(continued.rules, rules) &&
      list.entries.every((entry, index) => entry.valueDate === continued.list.entries[index]?.valueDate)
    ) {
      return continued;
    }
    return this.save({ gameSlug: game.gameSlug, rules, list, options: continued?.options ?? DEFAULT_TICKET_OPTIONS });
  }

  /** The ticket's draws, add-ons and subscription, kept with its numbers. Null with no list open. */
  setOptions(options: TicketOptions): TicketsState | null {
    const current = this.store.tickets();
    return current === null ? null : this.save({ ...current, options });
  }

  toggleNumber(entryId: string, poolIndex: number, value: number): Result.Result<TicketsState, ToggleRejected | AddEntryBlocked> {
    return this.attempt((list, rules) => toggleNumber(list, entryId, poolIndex, value, rules));
  }

  /** SPEC §4 redo / quick pick: the first empty entry is filled, otherwise one is added. */
  quickPick(): Result.Result<TicketsState, AddEntryBlocked> {
    return this.attempt((list, rules) => quickPick(list, true, this.next, this.ids, rules));
  }

  addEntry(): Result.Result<TicketsState, AddEntryBlocked> {
    return this.attempt((list, rules) => addEntry(list, true, this.ids, rules));
  }

  quickPickEntry(entryId: string): TicketsState | null {
    return this.edit((list, rules) => quickPickEntry(list, entryId, this.next, rules));
  }

  /** SPEC §4 shuffle: every entry gets random distinct numbers. */
  shuffle(): TicketsState | null {
    return this.edit((list, rules) => shuffleAll(list, this.next, rules));
  }

  removeEntry(entryId: string): TicketsState | null {
    return this.edit((list, rules) => removeEntry(list, entryId, this.ids, rules));
  }

  /** SPEC §4 ntickets. */
  setCount(count: number): TicketsState | null {
    return this.edit((list, rules) => setTicketCount(list, count, this.ids, rules));
  }

  clearEntry(entryId: string): TicketsState | null {
    return this.edit((list, rules) => clearEntry(list, entryId, rules));
  }

  clearAll(): TicketsState | null {
    return this.edit((list, rules) => clearAll(list, rules));
  }

  /**
   * While this game's list is a cart line being edited, what was put aside stays aside. Otherwise
   * the edit is over (updated, its line removed or paid, or another game opened since) and the
   * list put aside for this game, if any, is taken back: the open list is then a copy of a cart line
   * or another game's list, never the player's only copy of their picks.
   */
  private restoreAside(game: Game): TicketsState | null {
    const current = this.store.tickets();
    const editing =
      current !== null && current.gameSlug === game.gameSlug && isCartLineEdit(current, this.cartStore.cart().items);
    return editing ? null : this.store.takeAside(game.gameSlug);
  }

  private readonly ids = (): string => this.random.uuid();
  private readonly next = (): number => this.random.next();

  private edit(change: (list: TicketList, rules: TicketRules) => TicketList): TicketsState | null {
    const current = this.store.tickets();
    return current === null ? null : this.save({ ...current, list: change(current.list, current.rules) });
  }

  private attempt<E>(
    change: (list: TicketList, rules: TicketRules) => Result.Result<TicketList, E>,
  ): Result.Result<TicketsState, E | AddEntryBlocked> {
    const current = this.store.tickets();
    if (current === null) return Result.fail(NO_GAME);
    return Result.map(change(current.list, current.rules), (list) => this.save({ ...current, list }));
  }

  private save(tickets: TicketsState): TicketsState {
    this.store.set(tickets);
    return tickets;
  }
}
