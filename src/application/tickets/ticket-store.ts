import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { LocalStore } from "@/application/state/local-store";
import { STORAGE_KEYS } from "@/application/state/storage-keys";
import { StoredTickets, StoredTicketsAside, toTicketsState, type TicketsState } from "@/application/tickets/tickets-state";

/**
 * The game page's ticket list in the visit's state, mirrored to local storage (SPEC §4), and the
 * lists put aside while a cart line is edited (one per game), mirrored too so a reload during the
 * edit loses nothing.
 */
export class TicketStore {
  constructor(
    private readonly state: SessionStatePort,
    private readonly local: LocalStore,
  ) {}

  tickets(): TicketsState | null {
    return this.state.get().tickets;
  }

  set(tickets: TicketsState | null): void {
    this.state.update((state) => ({ ...state, tickets }));
    if (tickets === null) this.local.remove(STORAGE_KEYS.tickets);
    else this.local.write(STORAGE_KEYS.tickets, tickets);
  }

  /** The list put aside for this game, if any. */
  aside(gameSlug: string): TicketsState | null {
    return this.state.get().ticketsAside.find((kept) => kept.gameSlug === gameSlug) ?? null;
  }

  /** Puts the list aside, in place of one its game had put aside before. */
  putAside(tickets: TicketsState): void {
    this.setAside([...this.state.get().ticketsAside.filter((kept) => kept.gameSlug !== tickets.gameSlug), tickets]);
  }

  /** The list put aside for this game, no longer aside; null when there is none. */
  takeAside(gameSlug: string): TicketsState | null {
    const kept = this.aside(gameSlug);
    if (kept !== null) this.setAside(this.state.get().ticketsAside.filter((other) => other !== kept));
    return kept;
  }

  /** Startup: the stored lists back into the state; a corrupt copy is dropped (and logged). */
  restore(): void {
    const stored = this.local.read(STORAGE_KEYS.tickets, StoredTickets);
    if (stored !== undefined) this.state.update((state) => ({ ...state, tickets: toTicketsState(stored) }));
    const aside = this.local.read(STORAGE_KEYS.ticketsAside, StoredTicketsAside);
    if (aside !== undefined) this.state.update((state) => ({ ...state, ticketsAside: aside.map(toTicketsState) }));
  }

  private setAside(ticketsAside: ReadonlyArray<TicketsState>): void {
    this.state.update((state) => ({ ...state, ticketsAside }));
    if (ticketsAside.length === 0) this.local.remove(STORAGE_KEYS.ticketsAside);
    else this.local.write(STORAGE_KEYS.ticketsAside, ticketsAside);
  }
}
