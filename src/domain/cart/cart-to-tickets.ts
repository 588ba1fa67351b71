import type { CartItem } from "@/domain/cart/cart-item";
import { blankEntry, renumber, type IdGenerator, type TicketList } from "@/domain/ticket/ticket-list";
import type { TicketRules } from "@/domain/ticket/ticket-rules";
import { withNumbers } from "@/domain/ticket/ticket-picks";

/** Split one flat bet (main numbers first) back into pools by each pool's picks. */
export const splitBet = (bet: ReadonlyArray<number>, rules: TicketRules): number[][] => {
  let offset = 0;
  return rules.pools.map((pool, index) => {
    const isLast = index === rules.pools.length - 1;
    const part = bet.slice(offset, isLast ? undefined : offset + pool.picks);
    offset += pool.picks;
    return part;
  });
};

/**
 * SPEC §4 login: merged cart items are "loaded into tickets". Each bet becomes one entry of a list
 * that keeps the item's idBlock, so saving it again replaces the same cart line.
 */
export const ticketListFromCartItem = (item: CartItem, ids: IdGenerator, rules: TicketRules): TicketList => {
  const list: TicketList = { idBlock: item.idBlock, entries: [blankEntry(ids(), item.idBlock, 1, rules)] };
  const entries = item.bets.map((bet, index) => ({
    ...withNumbers(blankEntry(ids(), item.idBlock, index + 1, rules), splitBet(bet, rules), false, rules),
    date: [...item.date],
    valueDate: item.drawDate,
    addons: [...item.addons],
  }));
  return renumber(list, entries, list.entries[0]);
};
