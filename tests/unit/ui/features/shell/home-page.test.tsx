// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { sandboxServer } from "@mocks/node";
import { HomePage } from "@/ui/features/shell/home-page";
import { createShellServices } from "@/ui/shell/create-shell-services";
import { ShellProvider } from "@/ui/shell/shell-context";
import type { AppLocale } from "@/ui/i18n/locale";
import { InMemoryKeyValueStore } from "../../../fakes/in-memory-key-value-store";
import { renderScreen, screenShop, useSandbox } from "../account/screen-harness";

vi.setConfig({ testTimeout: 30_000 });
useSandbox();

const DRAWS = "*/api/lotto/draws";

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
    await vi.waitFor(() => expect(latestFact("Lucky Day 6 + 1")).toHaveTextContent(/\d+, \d+/));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it.each([
    ["a 500", () => HttpResponse.json({ status: 500, message: "Internal Server Error" }, { status: 500 })],
    ["a network error", () => HttpResponse.error()],
  ])("when the draws fail with %s: the games stand, the results part says so, and Retry loads them", async (_name, failure) => {
    sandboxServer.use(http.get(DRAWS, failure, { once: true }));
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
    sandboxServer.use(http.get(DRAWS, () => HttpResponse.error()));
    await renderHome(locale);
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    const card = screen.getAllByRole("listitem")[0] as HTMLElement;
    expect(within(card).getByText(term, { selector: "dt" }).nextElementSibling).toHaveTextContent(fact);
  });
});
