// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { CartItem } from "@/domain/cart/cart-item";
import type { Game } from "@/domain/game/game";
import { LottoGamePage } from "@/ui/features/play/lotto-game-page";
import { FixedClock } from "../../../fakes/fixed-clock";
import { renderWithI18n } from "../../components/render";
import { sampleGame, testRandom } from "./play-fixtures";

// Rendering whole pickers in jsdom is slow on a busy machine; give each test room.
vi.setConfig({ testTimeout: 20_000 });

const renderPage = async (game: Game | null = sampleGame(), onAddToCart = vi.fn<(item: CartItem) => void>()) => {
  const user = userEvent.setup();
  await renderWithI18n(<LottoGamePage game={game} random={testRandom()} clock={new FixedClock()} onAddToCart={onAddToCart} />);
  return { user, onAddToCart };
};

const entryHeadings = () => screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
const announcer = () => screen.getByTestId("play-announcer");
const button = (name: string) => screen.getByRole("button", { name });
const total = () => screen.getByTestId("play-price-total");

describe("entries (SPEC §4 ticket list)", () => {
  it("starts with ENTRY 1 and its picker open", async () => {
    await renderPage();
    expect(entryHeadings()).toEqual(["ENTRY 1"]);
    expect(screen.getByRole("group", { name: "Main numbers" })).toBeInTheDocument();
    expect(screen.getByText("1 of 10 entries")).toBeInTheDocument();
  });

  it("adds an entry, opens its picker and announces it", async () => {
    const { user } = await renderPage();
    await user.click(button("Add entry"));
    expect(entryHeadings()).toEqual(["ENTRY 1", "ENTRY 2"]);
    expect(announcer()).toHaveTextContent("ENTRY 2 added");
    expect(button("Done with ENTRY 2")).toHaveAttribute("aria-expanded", "true");
    expect(button("Edit ENTRY 1")).toHaveAttribute("aria-expanded", "false");
    expect(screen.getAllByRole("group", { name: "Main numbers" })).toHaveLength(1);
  });

  it("removes an entry and renumbers the rest", async () => {
    const { user } = await renderPage();
    await user.click(button("Add entry"));
    await user.click(button("Quick pick for ENTRY 2"));
    await user.click(button("Remove ENTRY 1"));
    expect(entryHeadings()).toEqual(["ENTRY 1"]);
    expect(announcer()).toHaveTextContent("ENTRY 1 removed, entries renumbered");
    expect(screen.getByRole("button", { name: "Done with ENTRY 1" })).toBeInTheDocument();
    const pressed = screen.getAllByRole("button", { pressed: true }).map((ball) => ball.getAttribute("aria-label"));
    expect(pressed).toEqual(["Number 1", "Number 2", "Number 3", "Number 4", "Number 5", "Number 6", "Bonus 1"]);
    expect(screen.getByRole("heading", { name: "Your entries" })).toHaveFocus();
  });

  it("removing the only entry leaves one blank entry", async () => {
    const { user } = await renderPage();
    await user.click(button("Quick pick for ENTRY 1"));
    await user.click(button("Remove ENTRY 1"));
    expect(entryHeadings()).toEqual(["ENTRY 1"]);
    expect(screen.getByText("0 of 7 numbers chosen")).toBeInTheDocument();
    expect(screen.queryAllByRole("button", { pressed: true })).toEqual([]);
  });

  it("stops at the maximum number of entries with a message (SPEC §4/§9)", async () => {
    const { user } = await renderPage(sampleGame({ max_entries: 2 }));
    await user.click(button("Add entry"));
    await user.click(button("Add entry"));
    expect(entryHeadings()).toHaveLength(2);
    expect(screen.getByText("You can play at most 2 entries on one ticket")).toBeInTheDocument();
  });

  it("adds nothing when no game is selected (SPEC §4)", async () => {
    const { user } = await renderPage(null);
    await user.click(button("Add entry"));
    await user.click(screen.getByRole("button", { name: "Quick pick" }));
    expect(entryHeadings()).toEqual(["ENTRY 1"]);
    expect(screen.getAllByText("Choose a game first").length).toBeGreaterThan(0);
  });
});

describe("quick pick, shuffle and clear (SPEC §4)", () => {
  it("fills the first empty entry and announces the numbers", async () => {
    const { user } = await renderPage();
    await user.click(button("Add entry"));
    await user.click(screen.getByRole("button", { name: "Quick pick" }));
    expect(announcer()).toHaveTextContent("Quick pick: 1, 2, 3, 4, 5, 6; bonus 1");
    expect(screen.getByRole("list", { name: "Numbers of ENTRY 1" })).toBeInTheDocument();
    expect(entryHeadings()).toHaveLength(2);
  });

  it("adds an entry when none is empty", async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole("button", { name: "Quick pick" }));
    await user.click(screen.getByRole("button", { name: "Quick pick" }));
    expect(entryHeadings()).toEqual(["ENTRY 1", "ENTRY 2"]);
  });

  it("shuffles every entry and clears them all", async () => {
    const { user } = await renderPage();
    await user.click(button("Add entry"));
    await user.click(button("Shuffle all"));
    expect(announcer()).toHaveTextContent("All entries shuffled");
    expect(screen.getAllByText(/^Complete( ·|$)/)).toHaveLength(2);
    await user.click(button("Clear all"));
    expect(announcer()).toHaveTextContent("All entries cleared");
    expect(screen.queryByText(/^Complete( ·|$)/)).toBeNull();
    expect(screen.getAllByText("0 of 7 numbers chosen")).toHaveLength(2);
  });
});

describe("price summary and add to cart", () => {
  it("updates the price as entries, draws and add-ons change (domain pricing)", async () => {
    const { user } = await renderPage();
    expect(total()).toHaveTextContent("AED 5.00");
    await user.click(button("Add entry"));
    expect(total()).toHaveTextContent("AED 10.00");
    await user.click(screen.getByRole("button", { name: "Increase Number of draws" }));
    expect(screen.getByRole("textbox", { name: "Number of draws" })).toHaveValue("2");
    expect(total()).toHaveTextContent("AED 20.00");
    await user.click(screen.getByRole("checkbox", { name: /Double jackpot/ }));
    expect(screen.getByText("2 × 2 × AED 7.50")).toBeInTheDocument();
    expect(total()).toHaveTextContent("AED 30.00");
  });

  it("keeps Add to cart disabled with the reason while an entry is invalid, and flags it when pressed (SPEC §5)", async () => {
    const { user, onAddToCart } = await renderPage();
    await user.click(screen.getByRole("button", { name: "Number 5" }));
    const add = button("Add to cart");
    expect(add).toHaveAttribute("aria-disabled", "true");
    expect(add).toHaveAccessibleDescription("Complete every entry first: ENTRY 1: Choose 7 numbers: 1 chosen so far");
    await user.click(add);
    expect(onAddToCart).not.toHaveBeenCalled();
    const card = screen.getByRole("listitem", { name: "ENTRY 1" });
    expect(within(card).getByText("Choose 7 numbers: 1 chosen so far")).toHaveClass("play-entry__status--error");
  });

  it("builds the cart item through the domain and hands it over", async () => {
    const { user, onAddToCart } = await renderPage();
    await user.click(button("Quick pick for ENTRY 1"));
    expect(button("Add to cart")).not.toHaveAttribute("aria-disabled");
    await user.click(button("Add to cart"));
    expect(onAddToCart).toHaveBeenCalledTimes(1);
    const item = onAddToCart.mock.calls[0]?.[0];
    expect(item).toMatchObject({ amount: 5, bets: [[1, 2, 3, 4, 5, 6, 1]], draws: "1", activeNextDraw: true, is_recurring: 0 });
    expect(announcer()).toHaveTextContent("Added to cart");
  });
});
