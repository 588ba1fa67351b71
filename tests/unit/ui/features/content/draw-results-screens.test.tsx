// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { sandboxServer } from "@mocks/node";
import { DrawsScreen } from "@/ui/features/content/draws-screen";
import { PrizeBreakdownScreen } from "@/ui/features/content/prize-breakdown-screen";
import { renderScreen, screenShop, useSandbox } from "../account/screen-harness";

vi.setConfig({ testTimeout: 30_000 });
useSandbox();

/** SPEC §7: the shop's draw results come from the game API host. */
const RESULTS = "*/fixed-standard-lotto/results";

const result = (drawId: string, drawDate: string, numbers: number[], bonus: number[]) => ({
  draw_id: drawId,
  event_id: 1,
  draw_date: drawDate,
  numbers,
  bonus_numbers: bonus,
  jackpot: 1000,
  currency: "AED",
});
const answer = {
  data: [
    {
      game_id: 1,
      game_slug: "lucky-day",
      name: "Lucky Day 6 + 1",
      results: [
        result("lucky-day-old", "2030-01-03T20:00:00+04:00", [1, 2, 3, 4, 5, 6], [1]),
        result("lucky-day-new", "2030-01-10T20:00:00+04:00", [42, 23, 16, 15, 8, 4], [9]),
      ],
    },
  ],
};

/** Every request the screen sends, as "METHOD /path?query". */
const recordRequests = (): string[] => {
  const seen: string[] = [];
  sandboxServer.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname}${url.search}`);
  });
  return seen;
};

describe("DrawsScreen (SPEC §2 /draws from SPEC §7 fixed-standard-lotto/results)", () => {
  it("lists the game API's results per game, newest first; /api/lotto/draws is not called", async () => {
    const seen = recordRequests();
    sandboxServer.use(http.post(RESULTS, () => HttpResponse.json(answer)));
    await renderScreen(<DrawsScreen />, screenShop(), "/draws");
    const table = await screen.findByRole("table", { name: "Past draws of Lucky Day 6 + 1, newest first" });
    const [newest, oldest] = within(table).getAllByRole("list", { name: "Winning numbers" });
    expect(newest).toHaveTextContent("4223161584");
    expect(oldest).toHaveTextContent("123456");
    expect(seen.filter((line) => line.includes("/fixed-standard-lotto/results"))).toHaveLength(1);
    expect(seen.filter((line) => line.includes("/api/lotto/draws"))).toEqual([]);
  });

  it("reads the sandbox's seeded results for every game", async () => {
    await renderScreen(<DrawsScreen />, screenShop(), "/draws");
    expect(await screen.findByRole("table", { name: "Past draws of Lucky Day 6 + 1, newest first" })).toBeInTheDocument();
    expect(screen.getAllByRole("table").length).toBeGreaterThan(1);
  });

  it("a failed results call says so with a retry, which loads them", async () => {
    sandboxServer.use(
      http.post(RESULTS, () => HttpResponse.json({ status: 500, message: "down" }, { status: 500 }), { once: true }),
    );
    await renderScreen(<DrawsScreen />, screenShop(), "/draws");
    const alert = await screen.findByRole("alert");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table", { name: "Past draws of Lucky Day 6 + 1, newest first" })).toBeInTheDocument();
  });
});

describe("PrizeBreakdownScreen (SPEC §2 /prize-breakdown: the tiers of the game API's latest result)", () => {
  it("asks the tiers of the draw the game API reports last", async () => {
    const seen = recordRequests();
    sandboxServer.use(http.post(RESULTS, () => HttpResponse.json(answer)));
    await renderScreen(<PrizeBreakdownScreen />, screenShop(), "/prize-breakdown?game=lucky-day");
    await vi.waitFor(() => expect(seen.filter((line) => line.startsWith("GET /api/lotto/prize-breakdown"))).toHaveLength(1), {
      timeout: 10_000,
    });
    expect(seen.find((line) => line.startsWith("GET /api/lotto/prize-breakdown"))).toContain("draw_id=lucky-day-new");
  });

  it("shows the tiers of the sandbox's latest result", async () => {
    await renderScreen(<PrizeBreakdownScreen />, screenShop(), "/prize-breakdown?game=lucky-day");
    expect(await screen.findByRole("table", { name: /Lucky Day 6 \+ 1/ })).toBeInTheDocument();
  });

  it("when the results fail the game choice stands and the tiers part offers a retry", async () => {
    sandboxServer.use(http.post(RESULTS, () => HttpResponse.error(), { once: true }));
    await renderScreen(<PrizeBreakdownScreen />, screenShop(), "/prize-breakdown?game=lucky-day");
    const alert = await screen.findByRole("alert");
    expect(screen.getByRole("button", { name: /Game/ })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table", { name: /Lucky Day 6 \+ 1/ })).toBeInTheDocument();
  });
});
