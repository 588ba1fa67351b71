import { Result } from "effect";
import { useCallback, useEffect, useMemo } from "react";
import { PLAY_TOKENS } from "@/application/tickets/play.tokens";
import { TOKENS } from "@/application/tokens";
import type { TicketsState } from "@/application/tickets/tickets-state";
import type { Game } from "@/domain/game/game";
import type { TicketOptions } from "@/domain/cart/ticket-options";
import type { TicketEntry } from "@/domain/ticket/ticket-entry";
import { isEntryBlank } from "@/domain/ticket/ticket-validity";
import { useInjection, useSessionState } from "@/ui/di/container-context";
import type { TicketListControls } from "./ticket-list-controls";

export interface TicketEditor {
  /** The game's list once the editor has opened it (null for a moment on the first render). */
  readonly tickets: TicketsState | null;
  readonly controls: TicketListControls | null;
  /** Keeps the ticket's draws, add-ons and subscription with its list (the list's `options`). */
  readonly setOptions: (options: TicketOptions) => void;
}

const entryOf = (state: TicketsState | null, entryId: string | undefined): TicketEntry | undefined =>
  state?.list.entries.find((entry) => entry.id === entryId);

const lastOf = (state: TicketsState): TicketEntry => state.list.entries[state.list.entries.length - 1] as TicketEntry;

/**
 * The game page's list kept by the application (TicketEditorService: visit state + local storage,
 * SPEC §4) with the ticket's options, read through the session state. Opening the page continues
 * this game's list or starts one; the draw-date rule is applied there.
 */
export function useTicketEditor(game: Game): TicketEditor {
  const editor = useInjection(PLAY_TOKENS.ticketEditor);
  const store = useInjection(TOKENS.ticketStore);
  const stored = useSessionState((state) => state.tickets);
  useEffect(() => {
    editor.open(game);
  }, [editor, game]);
  const tickets = stored !== null && stored.gameSlug === game.gameSlug ? stored : null;

  const actions = useMemo(
    () => ({
      toggle: (entryId: string, poolIndex: number, value: number) => void editor.toggleNumber(entryId, poolIndex, value),
      addEntry: () => Result.map(editor.addEntry(), lastOf),
      removeEntry: (entryId: string) => void editor.removeEntry(entryId),
      quickPick: () => {
        const blank = store.tickets()?.list.entries.find((entry) => isEntryBlank(entry.numbersChecked));
        return Result.map(editor.quickPick(), (next) => entryOf(next, blank?.id) ?? lastOf(next));
      },
      quickPickEntry: (entryId: string) => entryOf(editor.quickPickEntry(entryId), entryId),
      shuffleAll: () => void editor.shuffle(),
      clearAll: () => void editor.clearAll(),
      clearEntry: (entryId: string) => void editor.clearEntry(entryId),
    }),
    [editor, store],
  );

  const controls = useMemo(() => (tickets === null ? null : { list: tickets.list, ...actions }), [actions, tickets]);
  const setOptions = useCallback((options: TicketOptions) => void editor.setOptions(options), [editor]);
  return { tickets, controls, setOptions };
}
