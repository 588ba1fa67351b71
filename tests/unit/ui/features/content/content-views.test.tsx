// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fils } from "@/domain/money/money";
import type { GameDraws, PrizeBreakdown } from "@/application/ports/game-catalog.port";
import { DrawsView } from "@/ui/features/content/draws-view";
import { PrizeTable } from "@/ui/features/content/prize-table";
import { paymentFailureReason } from "@/domain/payment/payment-failure-reason";
import { WatchLiveView } from "@/ui/features/content/watch-live-view";
import { sampleGame } from "../../../application/fixtures";
import { renderWithI18n, renderWithRouter } from "../../components/render";

vi.setConfig({ testTimeout: 30_000 });

const draws: ReadonlyArray<GameDraws> = [
  {
    gameId: 1,
    gameSlug: "lucky-day",
    name: "Lucky Day",
    draws: [
      {
        drawId: "d1",
        eventId: 7,
        drawDate: "2030-01-05T16:00:00Z",
        winningNumbers: [[3, 9, 12, 19, 24, 31], [7]],
        jackpot: fils(5_000_000_000),
      },
    ],
  },
  { gameId: 2, gameSlug: "easy-four", name: "Easy Four", draws: [] },
];

describe("DrawsView (SPEC §2 /draws)", () => {
  it("lists each game's past draws in a captioned table: date, numbers, jackpot", async () => {
    await renderWithRouter(<DrawsView games={draws} />);
    const table = screen.getByRole("table", { name: "Past draws of Lucky Day, newest first" });
    expect(within(table).getByRole("list", { name: "Winning numbers" })).toHaveTextContent("3912192431");
    expect(within(table).getByRole("list", { name: "Bonus" })).toHaveTextContent("7");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Draw date", "Winning numbers", "Jackpot"]);
    expect(screen.getByText("No draws yet for this game.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Prize breakdown: Lucky Day" })).toHaveAttribute(
      "href",
      "/prize-breakdown?game=lucky-day",
    );
  });
});

const breakdown: PrizeBreakdown = {
  gameSlug: "lucky-day",
  drawId: "d1",
  drawDate: "2030-01-05T16:00:00Z",
  tiers: [
    { tier: 1, matchMain: 6, matchBonus: 1, prize: { kind: "share", percent: 50 }, winners: 0 },
    { tier: 2, matchMain: 3, matchBonus: 0, prize: { kind: "fixed", amount: fils(2_500) }, winners: 1200 },
  ],
  unreadableTiers: 0,
};

describe("PrizeTable (SPEC §2 /prize-breakdown)", () => {
  it("shows what each tier needs and pays", async () => {
    await renderWithI18n(<PrizeTable breakdown={breakdown} gameName="Lucky Day" />);
    const rows = within(screen.getByRole("table", { name: "Prize tiers of Lucky Day" })).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("6 numbers + 1 bonus");
    expect(rows[1]).toHaveTextContent("50% of the prize pool");
    expect(rows[2]?.textContent?.replace(/\u00a0/g, " ")).toContain("AED 25.00");
    expect(rows[2]).toHaveTextContent("1,200");
  });

  it.each([
    ["en", "2 more prize tiers of this draw cannot be shown here"],
    ["ar", "لا يمكن عرض 2 فئتين أخرى من جوائز هذا السحب هنا"],
    ["id", "2 tingkatan hadiah lain dari undian ini tidak dapat ditampilkan di sini"],
  ] as const)("says how many tiers of the draw it cannot show, after the others (%s)", async (locale, said) => {
    await renderWithI18n(<PrizeTable breakdown={{ ...breakdown, unreadableTiers: 2 }} gameName="Lucky Day" />, locale);
    expect(screen.getAllByRole("row")).toHaveLength(3);
    expect(screen.getByText(said, { exact: false })).toBeVisible();
  });

  it("a draw of which no tier reads is that note, not a table and not 'No prize tiers are published'", async () => {
    await renderWithI18n(<PrizeTable breakdown={{ ...breakdown, tiers: [], unreadableTiers: 1 }} gameName="Lucky Day" />);
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByText(/No prize tiers/)).toBeNull();
    expect(screen.getByText(/^1 more prize tier of this draw cannot be shown here/)).toBeVisible();
  });
});

describe("WatchLiveView (SPEC §2 /watch-live)", () => {
  const next = {
    game: { ...sampleGame(), gameSlug: "lucky-day", name: "Lucky Day 6 + 1" },
    drawAt: new Date("2030-01-05T16:00:00Z"),
  };

  it("counts down to the next draw when no stream is configured", async () => {
    await renderWithRouter(<WatchLiveView next={next} now={() => new Date("2030-01-05T15:00:00Z").getTime()} />);
    expect(screen.getByRole("heading", { name: "Next draw: Lucky Day 6 + 1" })).toBeInTheDocument();
    expect(screen.getByRole("timer")).toHaveAccessibleName("Time remaining: 1 hour, 0 minutes, 0 seconds");
    expect(screen.queryByTitle(/Live draw/)).not.toBeInTheDocument();
  });

  it("shows the player when a stream is configured", async () => {
    await renderWithRouter(<WatchLiveView next={next} streamUrl="https://live.example/embed" />);
    expect(screen.getByTitle("Live draw of Lucky Day 6 + 1")).toHaveAttribute("src", "https://live.example/embed");
  });

  it("a game without a name in the list is called by its slug's title", async () => {
    await renderWithRouter(<WatchLiveView next={{ ...next, game: { ...next.game, name: " " } }} />);
    expect(screen.getByRole("heading", { name: "Next draw: Lucky Day" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Lucky Day$/ })).toHaveAttribute("href", "/lucky-day");
  });

  it("says so when no draw is scheduled", async () => {
    await renderWithRouter(<WatchLiveView next={null} />);
    expect(screen.getByText("No draw is scheduled right now.")).toBeInTheDocument();
  });
});

describe("paymentFailureReason (SPEC §2 /unsuccessful-payment reason from the query)", () => {
  it.each([
    ["insufficient_balance", "insufficient_balance"],
    ["draw_closed", "draw_closed"],
    [null, "unknown"],
    ["<script>", "unknown"],
  ])("%j → %s", (value, reason) => {
    expect(paymentFailureReason(value)).toBe(reason);
  });
});
