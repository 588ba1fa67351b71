import type { Game } from "@/domain/game/game";
import { updateEntries, type TicketList } from "@/domain/ticket/ticket-list";

/**
 * SPEC §4: an empty draw date becomes the game's draw date; one in the past becomes the game's
 * cutoff. Dates are ISO 8601 datetimes; an unreadable date counts as empty. "In the past" means
 * strictly before `now`.
 */
export const resolveDrawDate = (valueDate: string, game: Pick<Game, "drawDate" | "cutoff">, now: Date): string => {
  const at = Date.parse(valueDate);
  if (valueDate.trim() === "" || Number.isNaN(at)) return game.drawDate;
  return at < now.getTime() ? game.cutoff : valueDate;
};

/** SPEC §4: the draw-date rule applied to every entry of the list. */
export const applyDrawDate = (list: TicketList, game: Pick<Game, "drawDate" | "cutoff">, now: Date): TicketList =>
  updateEntries(list, (entry) => ({ ...entry, valueDate: resolveDrawDate(entry.valueDate, game, now) }));
