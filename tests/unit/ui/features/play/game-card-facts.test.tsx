// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fromMajor } from "@/domain/money/money";
import { GameCardFacts } from "@/ui/features/play/game-card-facts";
import { renderWithI18n } from "../../components/render";
import { sampleGame } from "./play-fixtures";
import { fils } from "@/domain/money/money";

afterEach(() => cleanup());

const game = sampleGame({
  price: fils(3500),
  estimatedJackpot: fils(5_000_000_000),
  drawDate: "2030-06-01T16:00:00Z",
  cutoff: "2030-06-01T15:00:00Z",
});
const beforeCutoff = () => Date.parse("2030-06-01T12:45:30Z");
const latest = {
  drawId: "d-1",
  eventId: 1,
  drawDate: "2030-05-25T16:00:00Z",
  winningNumbers: [[3, 9, 14, 22, 31, 40], [7]],
  jackpot: fromMajor(0),
};

const fact = (term: string): HTMLElement => {
  const dt = screen.getByText(term, { selector: "dt" });
  return dt.nextElementSibling as HTMLElement;
};

describe("GameCardFacts (home page game card, SPEC §3 Game)", () => {
  it("shows jackpot, ticket price, next draw, the countdown to the cutoff and the latest result", async () => {
    await renderWithI18n(<GameCardFacts game={game} currency="AED" now={beforeCutoff} latest={latest} />);
    expect(fact("Estimated jackpot")).toHaveTextContent("50,000,000.00");
    expect(fact("Price per entry")).toHaveTextContent("35.00");
    expect(fact("Next draw")).toHaveTextContent("2030");
    expect(within(fact("Sales")).getByRole("timer")).toHaveTextContent("Closes in 02:14:30");
    expect(fact("Latest result")).toHaveTextContent("3, 9, 14, 22, 31, 40 + bonus 7");
  });

  it("writes the numbers with the Arabic comma in Arabic", async () => {
    const { default: arPlay } = await import("@/ui/i18n/ar/play");
    await renderWithI18n(<GameCardFacts game={game} currency="AED" now={beforeCutoff} latest={latest} />, "ar");
    expect(fact(arPlay.cutoff.latest)).toHaveTextContent("3\u060c 9\u060c 14\u060c 22\u060c 31\u060c 40 + الرقم الإضافي 7");
  });

  it("leaves the result out when none is known, and says when sales have closed", async () => {
    await renderWithI18n(<GameCardFacts game={game} currency="AED" now={() => Date.parse("2030-06-01T15:00:01Z")} />);
    expect(fact("Sales")).toHaveTextContent("Sales closed for this draw");
    expect(screen.queryByText("Latest result")).toBeNull();
  });

  it("says the latest result could not be loaded rather than leaving a gap (SPEC §8)", async () => {
    await renderWithI18n(<GameCardFacts game={game} currency="AED" now={beforeCutoff} latest="unavailable" />);
    expect(fact("Latest result")).toHaveTextContent("Could not be loaded");
  });

  it("holds the result's place while the draws are read, so the card does not grow when they arrive (no layout shift)", async () => {
    await renderWithI18n(<GameCardFacts game={game} currency="AED" now={beforeCutoff} latest="reading" />);
    expect(fact("Latest result")).toHaveTextContent("Loading");
    expect(fact("Latest result")).toHaveAttribute("aria-busy", "true");
  });
});
