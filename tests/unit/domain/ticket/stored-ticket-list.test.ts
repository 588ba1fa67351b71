import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { createTicketList, StoredTicketList, type TicketList } from "@/domain/ticket/ticket-list";
import { DEFAULT_TICKET_RULES } from "@/domain/ticket/ticket-rules";
import { counterIds } from "../domain-fixtures";

describe("StoredTicketList schema (SPEC §4: never empty)", () => {
  it("decodes a stored list back into a TicketList", () => {
    const list = createTicketList(counterIds(), DEFAULT_TICKET_RULES);
    const decoded: TicketList = Result.getOrThrow(Schema.decodeUnknownResult(StoredTicketList)(JSON.parse(JSON.stringify(list))));
    expect(decoded).toEqual(list);
  });

  it("refuses an empty list", () => {
    expect(Result.isFailure(Schema.decodeUnknownResult(StoredTicketList)({ idBlock: "b", entries: [] }))).toBe(true);
  });
});
