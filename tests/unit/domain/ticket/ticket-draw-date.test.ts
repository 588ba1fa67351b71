import { describe, expect, it } from "vitest";
import { applyDrawDate, resolveDrawDate } from "@/domain/ticket/ticket-draw-date";
import { createTicketList, setTicketCount, updateEntries } from "@/domain/ticket/ticket-list";
import { DEFAULT_TICKET_RULES } from "@/domain/ticket/ticket-rules";
import { counterIds, sampleGame } from "../domain-fixtures";

const game = sampleGame({ drawDate: "2030-06-01T18:00:00Z", cutoff: "2030-06-01T17:00:00Z" });
const now = new Date("2030-05-01T12:00:00Z");

describe("draw date (SPEC §4: empty → the game's draw date; in the past → the cutoff)", () => {
  it.each([
    ["", game.drawDate],
    ["   ", game.drawDate],
    ["not a date", game.drawDate],
    ["2030-04-30T12:00:00Z", game.cutoff],
    ["2030-05-01T11:59:59Z", game.cutoff],
    ["2030-05-01T12:00:00Z", "2030-05-01T12:00:00Z"],
    ["2030-05-08T18:00:00Z", "2030-05-08T18:00:00Z"],
  ])("%j → %s", (valueDate, expected) => {
    expect(resolveDrawDate(valueDate, game, now)).toBe(expected);
  });

  it("applies to every entry", () => {
    const ids = counterIds();
    const list = setTicketCount(createTicketList(ids, DEFAULT_TICKET_RULES), 2, ids, DEFAULT_TICKET_RULES);
    const dated = updateEntries(list, (entry) => ({
      ...entry,
      valueDate: entry.name === "ENTRY 1" ? "" : "2020-01-01T00:00:00Z",
    }));
    expect(applyDrawDate(dated, game, now).entries.map((entry) => entry.valueDate)).toEqual([game.drawDate, game.cutoff]);
  });
});
