import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { Game } from "@/domain/game/game";
import { sampleGame } from "../domain-fixtures";

describe("Game schema (SPEC §3 Game)", () => {
  it("decodes a game with parent_setup entries of picks and ballset", () => {
    const decoded = Schema.decodeUnknownResult(Game)(sampleGame());
    expect(Result.isSuccess(decoded)).toBe(true);
  });

  it("keeps the optional max_entries (the maximum-ball setting)", () => {
    const decoded = Schema.decodeUnknownResult(Game)(sampleGame({ max_entries: 4 }));
    expect(Result.getOrThrow(decoded).max_entries).toBe(4);
  });

  it("keeps the game's name as the API gives it, an empty one included", () => {
    expect(Result.getOrThrow(Schema.decodeUnknownResult(Game)(sampleGame({ name: "Lucky Day 6 + 1" }))).name).toBe(
      "Lucky Day 6 + 1",
    );
    expect(Result.getOrThrow(Schema.decodeUnknownResult(Game)(sampleGame({ name: "" }))).name).toBe("");
  });

  it.each([
    ["missing name", { ...sampleGame(), name: undefined }],
    ["a name that is not text", { ...sampleGame(), name: 7 }],
    ["missing parent_setup", { ...sampleGame(), parent_setup: undefined }],
    ["ballset without max", { ...sampleGame(), parent_setup: [{ picks: 6, ballset: { min: 1 } }] }],
    ["price as text", { ...sampleGame(), price: "5" }],
    ["fractional game id", { ...sampleGame(), game_id: 1.5 }],
    ["a price beyond the exact fils range", { ...sampleGame(), price: 1e13 }],
    ["a non-finite price", { ...sampleGame(), price: Number.POSITIVE_INFINITY }],
  ])("refuses %s", (_, input) => {
    expect(Result.isFailure(Schema.decodeUnknownResult(Game)(input))).toBe(true);
  });
});
