import { describe, expect, it } from "vitest";
import { gameName } from "@/ui/queries/game-name";

describe("gameName (the API's name, else the title-cased slug)", () => {
  it.each([
    ["the API's name", { gameSlug: "lucky-day", name: "Lucky Day 6 + 1" }, "Lucky Day 6 + 1"],
    ["the name without surrounding spaces", { gameSlug: "lucky-day", name: "  Golden Five " }, "Golden Five"],
    ["the slug title-cased when the name is empty", { gameSlug: "lucky-day", name: "" }, "Lucky Day"],
    ["the slug title-cased when the name is blank", { gameSlug: "easy-four", name: "   " }, "Easy Four"],
  ])("%s", (_, game, expected) => {
    expect(gameName(game)).toBe(expected);
  });
});
