import { weekStart } from "./draw-schedule";
import { sandboxState } from "./state";

/** Tickets a user may buy per week (SPEC §9 leaves the value open; docs/sandbox.md). */
export const WEEKLY_TICKET_LIMIT = 50;

/** Tickets the user bought since Monday 00:00 Gulf time. */
export function ticketsThisWeek(userId: number, now: number): number {
  const record = sandboxState().weekly_tickets[String(userId)];
  return record !== undefined && record.week_start === new Date(weekStart(now)).toISOString() ? record.count : 0;
}
