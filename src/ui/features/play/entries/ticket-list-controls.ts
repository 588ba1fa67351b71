import type { Result } from "effect";
import type { TicketEntry } from "@/domain/ticket/ticket-entry";
import type { AddEntryBlocked, TicketList } from "@/domain/ticket/ticket-list";

/**
 * What the entries need of a ticket list (SPEC §4 ticket list), as the application's ticket editor
 * service keeps it (use-ticket-editor.ts).
 */
export interface TicketListControls {
  readonly list: TicketList;
  readonly toggle: (entryId: string, poolIndex: number, value: number) => void;
  /** The added blank entry, or why nothing was added (SPEC §4). */
  readonly addEntry: () => Result.Result<TicketEntry, AddEntryBlocked>;
  readonly removeEntry: (entryId: string) => void;
  /** SPEC §4 redo: the entry it filled (the first empty one, else a new one), or why it could not. */
  readonly quickPick: () => Result.Result<TicketEntry, AddEntryBlocked>;
  readonly quickPickEntry: (entryId: string) => TicketEntry | undefined;
  readonly shuffleAll: () => void;
  readonly clearAll: () => void;
  readonly clearEntry: (entryId: string) => void;
}
