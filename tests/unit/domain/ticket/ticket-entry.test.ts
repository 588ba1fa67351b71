import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { entryName, TicketEntry } from "@/domain/ticket/ticket-entry";

describe("TicketEntry schema (SPEC §3 Ticket entry)", () => {
  const entry = {
    id: "e1",
    idBlock: "b1",
    name: "ENTRY 1",
    numbersChecked: [[1, 2, 3, 4, 5, 6], [7]],
    date: [501],
    valueDate: "2030-06-01T18:00:00Z",
    isError: false,
    automatically: true,
    addons: ["double_jackpot"],
    bets: [[1, 2, 3, 4, 5, 6], [7]],
    amount: 5,
  };

  it("decodes a stored entry", () => {
    expect(Schema.decodeUnknownResult(TicketEntry)(entry)).toEqual(Result.succeed(entry));
  });

  it("refuses an entry whose numbers are not integers", () => {
    expect(Result.isFailure(Schema.decodeUnknownResult(TicketEntry)({ ...entry, numbersChecked: [["1"]] }))).toBe(true);
  });

  it.each([
    [1, "ENTRY 1"],
    [12, "ENTRY 12"],
  ])("SPEC §3: entry %i is named %s", (position, name) => {
    expect(entryName(position)).toBe(name);
  });
});
