// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { sandboxServer } from "@mocks/node";
import { HomePage } from "@/ui/pages/home-page";
import { createShellServices } from "@/ui/app/create-shell-services";
import { ShellProvider } from "@/ui/app/shell-context";
import type { AppLocale } from "@/ui/i18n/locale";
import { InMemoryKeyValueStore } from "../../fakes/in-memory-key-value-store";
import { renderScreen, screenShop, useSandbox } from "../features/account/screen-harness";

vi.setConfig({ testTimeout: 30_000 });
useSandbox();

/** SPEC §7: the shop's draw results come from the game API host. */
const RESULTS = "*/fixed-standard-lotto/results";

/** A results answer of the game API for Lucky Day with numbers the sandbox's seed never draws in this order. */
const luckyDayResult = {
  data: [
    {
      game_id: 1,
      game_slug: "lucky-day",
      name: "Lucky Day 6 + 1",
      results: [
        {
          draw_id: "ld-old",
          event_id: 1,
          draw_date: "2030-01-03T20:00:00+04:00",
          numbers: [1, 2, 3, 4, 5, 6],
          bonus_numbers: [1],
          jackpot: 1000,
          currency: "AED",
        },
        {
          draw_id: "ld-new",
          event_id: 2,
          draw_date: "2030-01-10T20:00:00+04:00",
          numbers: [42, 23, 16, 15, 8, 4],
          bonus_numbers: [9],
          jackpot: 2000,
          currency: "AED",
        },
      ],
    },
  ],
};

const renderHome = async (locale: AppLocale = "en") => {
  const shop = screenShop();
  const shell = createShellServices(shop.injector, { sessionStore: new InMemoryKeyValueStore(), currency: "AED" });
  const path = locale === "en" ? "/" : `/${locale === "id" ? "in" : locale}`;
  return renderScreen(
    <ShellProvider services={shell}>
      <HomePage />
    </ShellProvider>,
    shop,
    path,
    locale,
  );
};

/** The "Latest result" fact of the game card named `game`. */
const latestFact = (game: string, term = "Latest result"): HTMLElement => {
  const card = screen.getByRole("heading", { name: game }).closest("li") as HTMLElement;
  return within(card).getByText(term, { selector: "dt" }).nextElementSibling as HTMLElement;
};

describe("HomePage: the latest results (SPEC §2 draws, §8 failures)", () => {
  it("shows each game's latest winning numbers when the draws are read", async () => {
    await renderHome();
    expect(await screen.findByRole("heading", { name: "Lucky Day 6 + 1" })).toBeInTheDocument();
    await vi.waitFor(() => expect(latestFact("Lucky Day 6 + 1")).toHaveTextContent(/\d+, \d+/), { timeout: 10_000 });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("while the draws are read each card holds the result's line (busy), so the cards do not grow when they arrive", async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    sandboxServer.use(
      http.post(RESULTS, async () => {
        await held;
        return HttpResponse.json(luckyDayResult);
      }),
    );
    await renderHome();
    expect(await screen.findByRole("heading", { name: "Lucky Day 6 + 1" })).toBeInTheDocument();
    expect(latestFact("Lucky Day 6 + 1")).toHaveTextContent("Loading");
    expect(latestFact("Lucky Day 6 + 1")).toHaveAttribute("aria-busy", "true");
    answer();
    await vi.waitFor(() => expect(latestFact("Lucky Day 6 + 1")).toHaveTextContent("42, 23, 16, 15, 8, 4 + bonus 9"));
    expect(latestFact("Lucky Day 6 + 1")).not.toHaveAttribute("aria-busy");
  });

  it("SPEC §7: the latest result is the game API's newest draw (POST fixed-standard-lotto/results), not the main API's draws list", async () => {
    const paths: string[] = [];
    const record = ({ request }: { request: Request }) => void paths.push(`${request.method} ${new URL(request.url).pathname}`);
    sandboxServer.events.on("request:start", record);
    sandboxServer.use(http.post(RESULTS, () => HttpResponse.json(luckyDayResult)));
    await renderHome();
    await vi.waitFor(() => expect(latestFact("Lucky Day 6 + 1")).toHaveTextContent("42, 23, 16, 15, 8, 4 + bonus 9"), {
      timeout: 10_000,
    });
    sandboxServer.events.removeListener("request:start", record);
    expect(paths).toContain("POST /fixed-standard-lotto/results");
    expect(paths.filter((path) => path.includes("/api/lotto/draws"))).toEqual([]);
  });

  it.each([
    ["a 500", () => HttpResponse.json({ status: 500, message: "Internal Server Error" }, { status: 500 })],
    ["a network error", () => HttpResponse.error()],
  ])("when the draws fail with %s: the games stand, the results part says so, and Retry loads them", async (_name, failure) => {
    sandboxServer.use(http.post(RESULTS, failure, { once: true }));
    await renderHome();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The latest results could not be loaded. Check your connection and try again.");
    expect(screen.getByRole("heading", { name: "Lucky Day 6 + 1" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Play Lucky Day 6 + 1" })).toBeInTheDocument();
    // Never an empty gap in the cards: each says its result could not be loaded.
    expect(latestFact("Lucky Day 6 + 1")).toHaveTextContent("Could not be loaded");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await vi.waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(latestFact("Lucky Day 6 + 1")).toHaveTextContent(/\d+, \d+/);
  });

  it.each([
    ["ar", "تعذّر تحميل أحدث النتائج", "آخر نتيجة", "تعذّر تحميلها"],
    ["id", "Hasil terbaru tidak dapat dimuat", "Hasil terakhir", "Tidak dapat dimuat"],
  ] as const)("says it in the page's language (%s)", async (locale, message, term, fact) => {
    sandboxServer.use(http.post(RESULTS, () => HttpResponse.error()));
    await renderHome(locale);
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    const card = screen.getAllByRole("listitem")[0] as HTMLElement;
    expect(within(card).getByText(term, { selector: "dt" }).nextElementSibling).toHaveTextContent(fact);
  });
});
