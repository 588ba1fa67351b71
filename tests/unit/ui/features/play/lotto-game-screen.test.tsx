// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CHECKOUT_TOKENS } from "@/application/checkout/checkout.tokens";
import { TOKENS } from "@/application/tokens";
import { cartItem } from "../../../domain/cart/cart-fixtures";
import { toast } from "@/ui/components/toast/toast-queue";
import { LottoGameScreen } from "@/ui/features/play/lotto-game-screen";
import { sampleGame } from "./play-fixtures";
import { guestContainer, renderWithContainer } from "./screen-harness";
import { fils } from "@/domain/money/money";

// Rendering whole pickers in jsdom is slow on a busy machine; give each test room.
vi.setConfig({ testTimeout: 20_000 });

describe("LottoGameScreen: the game page over the container", () => {
  it("keeps the list with the application (SPEC §4) and adds the ticket through the use case", async () => {
    const { injector, storage } = guestContainer();
    const user = userEvent.setup();
    await renderWithContainer(<LottoGameScreen game={sampleGame()} title="Lotto 44" />, injector);
    await user.click(await screen.findByRole("button", { name: "Quick pick for ENTRY 1" }));
    expect(injector.get(TOKENS.sessionState).get().tickets?.list.entries[0]?.bets).toEqual([[1, 2, 3, 4, 5, 6], [1]]);
    expect(storage.get("tickets")).toContain("lotto-44");
    const shown = vi.spyOn(toast, "show");
    await user.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(await within(screen.getByTestId("play-announcer")).findByText("Added to cart")).toBeInTheDocument();
    expect(shown).toHaveBeenCalledWith({ title: "Added to cart", tone: "success" });
    shown.mockRestore();
    expect(injector.get(TOKENS.sessionState).get().cart.items).toHaveLength(1);
    expect(screen.getByText("0 of 7 numbers chosen")).toBeInTheDocument();
  });

  it("keeps the draws and add-ons chosen with the numbers: leaving the page and coming back loses neither", async () => {
    const { injector, storage } = guestContainer();
    const user = userEvent.setup();
    const first = await renderWithContainer(<LottoGameScreen game={sampleGame()} />, injector);
    await user.click(await screen.findByRole("button", { name: "Quick pick for ENTRY 1" }));
    const draws = await screen.findByRole("textbox", { name: "Number of draws" });
    await user.clear(draws);
    await user.type(draws, "4");
    await user.tab();
    await user.click(screen.getByRole("checkbox", { name: /Double jackpot/ }));
    expect(storage.get("tickets")).toContain('"draws":4');
    first.unmount();
    // Another page, then the game page again.
    await renderWithContainer(<LottoGameScreen game={sampleGame()} />, injector);
    expect(await screen.findByRole("textbox", { name: "Number of draws" })).toHaveValue("4");
    expect(screen.getByRole("checkbox", { name: /Double jackpot/ })).toBeChecked();
    expect(screen.getByRole("button", { name: "Number 1", pressed: true })).toBeInTheDocument();
  });

  it("flags invalid entries through the use case (SPEC §5)", async () => {
    const { injector } = guestContainer();
    const user = userEvent.setup();
    await renderWithContainer(<LottoGameScreen game={sampleGame()} />, injector);
    await user.click(await screen.findByRole("button", { name: "Number 9" }));
    await user.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(
      await screen.findByText("Choose 7 numbers: 1 chosen so far", { selector: ".play-entry__status--error" }),
    ).toBeInTheDocument();
    expect(injector.get(TOKENS.sessionState).get().cart.items).toHaveLength(0);
  });

  it("continues a cart line being edited with its options, and updates that line", async () => {
    const { injector } = guestContainer();
    const game = sampleGame();
    const line = cartItem({
      idBlock: "line-1",
      draws: 3,
      addons: ["double_jackpot"],
      bets: [[3, 9, 14, 22, 31, 40, 7]],
      amount: fils(2250),
    });
    injector
      .get(TOKENS.sessionState)
      .update((state) => ({ ...state, cart: { items: [line], voucher: null, unreadableLines: [] } }));
    // The cart's Edit on that line (the checkout page).
    expect(injector.get(CHECKOUT_TOKENS.editCartItem).execute({ item: line, games: [game] })).toBe(game);
    const user = userEvent.setup();
    await renderWithContainer(<LottoGameScreen game={game} />, injector);
    expect(await screen.findByRole("textbox", { name: "Number of draws" })).toHaveValue("3");
    expect(screen.getByRole("checkbox", { name: /Double jackpot/ })).toBeChecked();
    const shown = vi.spyOn(toast, "show");
    await user.click(screen.getByRole("button", { name: "Update cart" }));
    // The confirmation, in the toast and the live region: not the button's "Update cart", not "Added to cart".
    expect(await within(screen.getByTestId("play-announcer")).findByText("Cart updated")).toBeInTheDocument();
    expect(shown).toHaveBeenCalledWith({ title: "Cart updated", tone: "success" });
    expect(screen.queryByText("Added to cart")).toBeNull();
    shown.mockRestore();
    const items = injector.get(TOKENS.sessionState).get().cart.items;
    expect(items.map((item) => [item.idBlock, item.draws, item.amount])).toEqual([["line-1", 3, 2250]]);
  });
});

describe("LottoGameScreen: editing a cart line (SPEC §2 cart → game page)", () => {
  it("says while editing that the ticket being built is kept, and after Update it comes back instead of a blank ENTRY 1", async () => {
    const { injector } = guestContainer();
    const game = sampleGame();
    const state = injector.get(TOKENS.sessionState);
    const user = userEvent.setup();
    const first = await renderWithContainer(<LottoGameScreen game={game} />, injector);
    await user.click(await screen.findByRole("button", { name: "Quick pick for ENTRY 1" }));
    await user.click(screen.getByRole("button", { name: "Add to cart" }));
    await user.click(await screen.findByRole("button", { name: "Quick pick for ENTRY 1" }));
    const picksOf = () => state.get().tickets?.list.entries.map((entry) => [entry.id, entry.numbersChecked]);
    const building = picksOf();
    expect(building).toEqual([[expect.any(String), [[1, 2, 3, 4, 5, 6], [1]]]]);
    first.unmount();
    // The cart's Edit on line 1 (the checkout page), then back on the game page.
    const [line] = state.get().cart.items;
    if (line === undefined) throw new Error("no cart line");
    expect(injector.get(CHECKOUT_TOKENS.editCartItem).execute({ item: line, games: [game] })).toBe(game);
    await renderWithContainer(<LottoGameScreen game={game} />, injector);
    // The page says where the ticket being built went, in its polite status.
    const aside =
      "You are changing a line of your cart. The ticket you were building is kept and comes back once you update the cart.";
    expect(await screen.findByText(aside)).toHaveAttribute("role", "status");
    const draws = await screen.findByRole("textbox", { name: "Number of draws" });
    await user.clear(draws);
    await user.type(draws, "2");
    await user.click(screen.getByRole("button", { name: "Update cart" }));
    expect(await screen.findByRole("button", { name: "Add to cart" })).toBeInTheDocument();
    expect(state.get().cart.items.map((item) => [item.idBlock, item.draws])).toEqual([[line.idBlock, 2]]);
    expect(picksOf()).toEqual(building);
    expect(screen.getByText("6 of 6 chosen")).toBeInTheDocument();
    expect(screen.queryByText(aside)).toBeNull();
  });
});

describe("LottoGameScreen: play-again picks (SPEC §2 favourite, §5)", () => {
  const entryOf = (injector: ReturnType<typeof guestContainer>["injector"], index: number) =>
    injector.get(TOKENS.sessionState).get().tickets?.list.entries[index];

  it("fills the first entry with picks that fit, keeps the other entries, and reports once used", async () => {
    const { injector } = guestContainer();
    const game = sampleGame();
    const user = userEvent.setup();
    const used = vi.fn();
    const view = await renderWithContainer(<LottoGameScreen game={game} />, injector);
    await user.click(await screen.findByRole("button", { name: "Quick pick for ENTRY 1" }));
    await user.click(screen.getByRole("button", { name: "Add entry" }));
    await user.click(await screen.findByRole("button", { name: "Quick pick for ENTRY 2" }));
    const second = entryOf(injector, 1)?.bets;
    view.unmount();
    await renderWithContainer(<LottoGameScreen game={game} picks="3,9,12,19,24,31-7" onPicksUsed={used} />, injector);
    expect(await screen.findByText(/Your saved numbers are chosen in ENTRY 1/)).toBeInTheDocument();
    expect(entryOf(injector, 0)?.bets).toEqual([[3, 9, 12, 19, 24, 31], [7]]);
    expect(entryOf(injector, 1)?.bets).toEqual(second);
    expect(screen.getByRole("button", { name: "Number 31", pressed: true })).toBeInTheDocument();
    expect(used).toHaveBeenCalledTimes(1);
  });

  it("ignores picks that do not fit, politely, and changes nothing", async () => {
    const { injector } = guestContainer();
    const used = vi.fn();
    await renderWithContainer(<LottoGameScreen game={sampleGame()} picks="3,9,12,19,24,45-7" onPicksUsed={used} />, injector);
    expect(await screen.findByText(/These saved numbers don't fit this game/)).toBeInTheDocument();
    expect(entryOf(injector, 0)?.bets).toEqual([[], []]);
    expect(used).toHaveBeenCalledTimes(1);
  });
});
