import type { GameDefinition } from "./seed-games";

/** Draw times are in Gulf time (UTC+4, no daylight saving). */
const GULF_OFFSET_MS = 4 * 3_600_000;
const DAY_MS = 86_400_000;
/** Sales for a draw close one hour before it (the game's `cutoff`). */
export const CUTOFF_BEFORE_MS = 3_600_000;
const DAYS_1970_TO_2020 = 18_262;

/** "2026-05-02T20:00:00+04:00" */
export function gulfIso(ms: number): string {
  return `${new Date(ms + GULF_OFFSET_MS).toISOString().slice(0, 19)}+04:00`;
}

function gulfMidnight(ms: number): number {
  return Math.floor((ms + GULF_OFFSET_MS) / DAY_MS) * DAY_MS - GULF_OFFSET_MS;
}

function drawOn(game: GameDefinition, midnight: number): number | null {
  const at = midnight + (game.hour * 60 + game.minute) * 60_000;
  const weekday = new Date(at + GULF_OFFSET_MS).getUTCDay();
  return game.weekdays.includes(weekday) ? at : null;
}

/** The next draw still on sale: the first whose cutoff is after now. */
export function nextDraw(game: GameDefinition, now: number): number {
  const start = gulfMidnight(now);
  for (let day = 0; day <= 8; day += 1) {
    const at = drawOn(game, start + day * DAY_MS);
    if (at !== null && at - CUTOFF_BEFORE_MS > now) return at;
  }
  throw new Error(`no draw scheduled for ${game.game_slug}`);
}

/** Draws already held, newest first. */
export function pastDraws(game: GameDefinition, now: number, count: number): number[] {
  const found: number[] = [];
  for (let day = 0; found.length < count && day < count * 8; day += 1) {
    const at = drawOn(game, gulfMidnight(now) - day * DAY_MS);
    if (at !== null && at <= now) found.push(at);
  }
  return found;
}

/** A stable id per game and draw day, so results and purchases refer to the same draw. */
export function eventIdOf(game: GameDefinition, drawAt: number): number {
  return game.game_id * 100_000 + Math.floor((drawAt + GULF_OFFSET_MS) / DAY_MS) - DAYS_1970_TO_2020;
}

/** Monday 00:00 Gulf time of the week holding `now` (the weekly ticket limit's window). */
export function weekStart(now: number): number {
  const midnight = gulfMidnight(now);
  const weekday = new Date(midnight + GULF_OFFSET_MS).getUTCDay();
  return midnight - ((weekday + 6) % 7) * DAY_MS;
}
