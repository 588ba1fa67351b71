import { eventIdOf, nextDraw } from "./draw-schedule";
import { findGame, type GameDefinition } from "./seed-games";
import { VOUCHERS } from "./seed-content";
import type { Fields } from "./validate";

/** One cart line priced by the server, which never trusts a client total. */
export interface PricedItem {
  game: GameDefinition;
  event_id: number;
  tickets: number;
  cost_fils: number;
}

export type ItemsCheck = { kind: "priced"; items: PricedItem[] } | { kind: "closed"; event_id: number } | { kind: "invalid" };

function entryRule(game: GameDefinition): string {
  const parts = game.setup.map((set) => `${set.picks} number${set.picks > 1 ? "s" : ""} from ${set.min} to ${set.max}`);
  return `Each entry must hold ${parts.join(" and ")}.`;
}

/** A bet is one flat list: the picks of each ball set in setup order, distinct within a set. */
export function isValidBet(game: GameDefinition, bet: unknown): boolean {
  if (!Array.isArray(bet) || !bet.every((n) => Number.isInteger(n))) return false;
  let offset = 0;
  for (const set of game.setup) {
    const part = (bet as number[]).slice(offset, offset + set.picks);
    offset += set.picks;
    if (part.length !== set.picks || new Set(part).size !== part.length) return false;
    if (part.some((n) => n < set.min || n > set.max)) return false;
  }
  return offset === bet.length;
}

function checkItem(raw: unknown, at: string, fields: Fields, now: number): PricedItem | { closed: number } | null {
  const item = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  const game = typeof item["game_slug"] === "string" ? findGame(item["game_slug"]) : undefined;
  if (game === undefined) return (fields.fail(`${at}.game_slug`, "Unknown game."), null);
  const bets = Array.isArray(item["bets"]) ? (item["bets"] as unknown[]) : [];
  if (bets.length === 0 || bets.length > game.max_entries)
    fields.fail(`${at}.bets`, `Between 1 and ${game.max_entries} entries are allowed.`);
  bets.forEach((bet, index) => {
    if (!isValidBet(game, bet)) fields.fail(`${at}.bets.${index}`, entryRule(game));
  });
  const draws = item["draws"];
  if (typeof draws !== "number" || !Number.isInteger(draws) || draws < 1 || draws > 52)
    fields.fail(`${at}.draws`, "Draws must be 1 to 52.");
  const eventId = item["event_id"];
  if (typeof eventId !== "number" || !Number.isInteger(eventId))
    return (fields.fail(`${at}.event_id`, "The event_id is required."), null);
  if (!fields.valid || typeof draws !== "number") return null;
  if (eventId !== eventIdOf(game, nextDraw(game, now))) return { closed: eventId };
  const unit =
    game.price_fils +
    (item["double_jackpot"] === true ? game.double_jackpot_fils : 0) +
    (item["secure_jackpot"] === true ? game.secure_jackpot_fils : 0);
  return { game, event_id: eventId, tickets: bets.length * draws, cost_fils: bets.length * draws * unit };
}

export function checkItems(items: unknown, fields: Fields, now: number): ItemsCheck {
  if (!Array.isArray(items) || items.length === 0) {
    fields.fail("items", "At least one item is required.");
    return { kind: "invalid" };
  }
  const priced: PricedItem[] = [];
  for (const [index, raw] of items.entries()) {
    const result = checkItem(raw, `items.${index}`, fields, now);
    if (result === null) continue;
    if ("closed" in result) return { kind: "closed", event_id: result.closed };
    priced.push(result);
  }
  return fields.valid ? { kind: "priced", items: priced } : { kind: "invalid" };
}

/** Fils a voucher takes off a total: a fixed amount, or a percentage for a discount voucher. */
export function voucherReduction(code: string, totalFils: number): number | null {
  const voucher = VOUCHERS.find((candidate) => candidate.code === code.trim().toUpperCase());
  if (voucher === undefined || voucher.expired) return null;
  const off = voucher.discount ? Math.round((totalFils * voucher.value) / 100) : voucher.value;
  return Math.min(off, totalFils);
}
