import { Schema } from "effect";
import { MajorAmount } from "@/domain/money/money";
import { EventId } from "@/domain/game/game";

/** SPEC §3: the chosen numbers of one pool. */
export const NumberList = Schema.Array(Schema.Int);
export type NumberList = typeof NumberList.Type;

/**
 * SPEC §3 Ticket entry: one line of numbers on a ticket.
 * - `numbersChecked[i]` holds the numbers chosen in pool i (0 = main, 1.. = bonus pools).
 * - `bets` is the same selection sorted ascending per pool, as it goes to the cart and server.
 * - `date` lists the event ids of the chosen draws; `valueDate` the chosen draw date (ISO datetime,
 *   "" while unset, see draw-date rule in ticket-draw-date.ts).
 * - `automatically` is true when the numbers came from quick pick / shuffle.
 * - `amount` is the entry's price in AED major units.
 */
export const TicketEntry = Schema.Struct({
  id: Schema.String,
  idBlock: Schema.String,
  name: Schema.String,
  numbersChecked: Schema.Array(NumberList),
  date: Schema.Array(EventId),
  valueDate: Schema.String,
  isError: Schema.Boolean,
  automatically: Schema.Boolean,
  addons: Schema.Array(Schema.String),
  bets: Schema.Array(NumberList),
  amount: MajorAmount,
});
export type TicketEntry = typeof TicketEntry.Type;

/** SPEC §3/§4: entries are named "ENTRY 1", "ENTRY 2", … by position (1-based). */
export const entryName = (position: number): string => `ENTRY ${position}`;
