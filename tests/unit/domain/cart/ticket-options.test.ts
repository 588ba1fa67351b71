import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_TICKET_OPTIONS,
  MAX_DRAWS,
  optionsFromCartItem,
  StoredTicketOptions,
  ticketOptionsFromStored,
  toCartItemOptions,
  withAddon,
  withDraws,
} from "@/domain/cart/ticket-options";
import { cartItem } from "./cart-fixtures";

describe("ticket options (SPEC §3 Cart item: draws, add-ons, subscription)", () => {
  it.each([
    [3, 3],
    [1, 1],
    [0, 1],
    [-2, 1],
    [2.4, 2],
    [2.6, 3],
    [MAX_DRAWS, MAX_DRAWS],
    [MAX_DRAWS + 1, MAX_DRAWS],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])("draws %s is kept as %s", (draws, kept) => {
    expect(withDraws(DEFAULT_TICKET_OPTIONS, draws).draws).toBe(kept);
  });

  it("add-ons are added and removed in the catalogue's order, once each", () => {
    const both = withAddon(withAddon(DEFAULT_TICKET_OPTIONS, "secure_jackpot", true), "double_jackpot", true);
    expect(both.addons).toEqual(["double_jackpot", "secure_jackpot"]);
    expect(withAddon(both, "double_jackpot", true).addons).toEqual(["double_jackpot", "secure_jackpot"]);
    expect(withAddon(both, "double_jackpot", false).addons).toEqual(["secure_jackpot"]);
  });

  it("weekly is a subscription: recurring and weekly, not the next draw only", () => {
    expect(toCartItemOptions({ draws: 2, addons: [], weekly: true }, "id-1", "Lotto 44")).toEqual({
      id: "id-1",
      draws: 2,
      addons: [],
      isRecurring: true,
      activeWeekly: true,
      activeNextDraw: false,
      name: "Lotto 44",
    });
    expect(toCartItemOptions(DEFAULT_TICKET_OPTIONS, "id-2")).toMatchObject({ isRecurring: false, activeNextDraw: true });
  });

  it("a cart line's options come back as they were chosen", () => {
    const line = cartItem({ draws: 3, addons: ["secure_jackpot", "double_jackpot"], activeWeekly: true });
    expect(optionsFromCartItem(line)).toEqual({ draws: 3, addons: ["double_jackpot", "secure_jackpot"], weekly: true });
  });

  it.each([
    ["as kept", { draws: 4, addons: ["double_jackpot"], weekly: true }, { draws: 4, addons: ["double_jackpot"], weekly: true }],
    ["draws out of range", { draws: 40, addons: [], weekly: false }, { draws: MAX_DRAWS, addons: [], weekly: false }],
    ["draws not whole", { draws: 0.5, addons: [], weekly: false }, { draws: 1, addons: [], weekly: false }],
    [
      "an unknown add-on",
      { draws: 1, addons: ["gold", "secure_jackpot"], weekly: false },
      { draws: 1, addons: ["secure_jackpot"], weekly: false },
    ],
  ])("stored options come back under the same rules: %s", (_, stored, kept) => {
    expect(ticketOptionsFromStored(Schema.decodeUnknownSync(StoredTicketOptions)(stored))).toEqual(kept);
  });

  it("property: what the player chose is kept through storage unchanged", () => {
    const options = fc.record({
      draws: fc.integer({ min: 1, max: MAX_DRAWS }),
      addons: fc.subarray(["double_jackpot", "secure_jackpot"] as const),
      weekly: fc.boolean(),
    });
    fc.assert(
      fc.property(options, (chosen) => {
        const stored = Schema.decodeUnknownSync(StoredTicketOptions)(JSON.parse(JSON.stringify(chosen)));
        expect(ticketOptionsFromStored(stored)).toEqual(chosen);
      }),
    );
  });
});
