import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { LocalStore } from "@/application/state/local-store";
import { STORAGE_KEYS } from "@/application/state/storage-keys";
import { StoredTickets, toTicketsState, type TicketsState } from "@/application/tickets/tickets-state";

/** The game page's ticket list in the visit's state, mirrored to local storage (SPEC §4). */
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

  /** Startup: the stored list back into the state; a corrupt copy is dropped (and logged). */
  restore(): void {
    const stored = this.local.read(STORAGE_KEYS.tickets, StoredTickets);
    if (stored !== undefined) this.state.update((state) => ({ ...state, tickets: toTicketsState(stored) }));
  }
}
