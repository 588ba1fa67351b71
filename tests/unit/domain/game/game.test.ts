import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { Game } from "@/domain/game/game";
import { sampleGame } from "../domain-fixtures";

describe("Game schema (SPEC §3 Game)", () => {
  it("decodes a game with parentSetup entries of picks and ballset", () => {
    const decoded = Schema.decodeUnknownResult(Game)(sampleGame());
    expect(Result.isSuccess(decoded)).toBe(true);
  });

  it("keeps the optional maxEntries (the maximum-ball setting)", () => {
    const decoded = Schema.decodeUnknownResult(Game)(sampleGame({ maxEntries: 4 }));
    expect(Result.getOrThrow(decoded).maxEntries).toBe(4);
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
    ["missing parentSetup", { ...sampleGame(), parentSetup: undefined }],
    ["ballset without max", { ...sampleGame(), parentSetup: [{ picks: 6, ballset: { min: 1 } }] }],
    ["price as text", { ...sampleGame(), price: "500" }],
    ["fractional game id", { ...sampleGame(), gameId: 1.5 }],
    ["a price that is not whole fils", { ...sampleGame(), price: 2.5 }],
    ["the wire's game_slug in place of gameSlug", { ...sampleGame(), gameSlug: undefined, game_slug: "lotto-44" }],
    ["a non-finite price", { ...sampleGame(), price: Number.POSITIVE_INFINITY }],
  ])("refuses %s", (_, input) => {
    expect(Result.isFailure(Schema.decodeUnknownResult(Game)(input))).toBe(true);
  });
});
