// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TOKENS } from "@/application/tokens";
import { LottoGameScreen } from "@/ui/features/play/lotto-game-screen";
import { sampleGame } from "./play-fixtures";
import { guestContainer, renderWithContainer } from "./screen-harness";

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
    await user.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(await screen.findByText("Added to cart")).toBeInTheDocument();
    expect(injector.get(TOKENS.sessionState).get().cart.items).toHaveLength(1);
    expect(screen.getByText("0 of 7 numbers chosen")).toBeInTheDocument();
  });

  it("flags invalid entries through the use case (SPEC §5)", async () => {
    const { injector } = guestContainer();
    const user = userEvent.setup();
    await renderWithContainer(<LottoGameScreen game={sampleGame()} />, injector);
    await user.click(await screen.findByRole("button", { name: "Number 9" }));
    await user.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(await screen.findByText("Choose 7 numbers: 1 chosen so far", { selector: ".play-entry__status--error" })).toBeInTheDocument();
    expect(injector.get(TOKENS.sessionState).get().cart.items).toHaveLength(0);
  });
});
