// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DEMO_USER } from "@mocks/seed";
import { mutate } from "@mocks/state";
import { TOKENS } from "@/application/tokens";
import { FavouritesScreen } from "@/ui/features/account/favourites-screen";
import { renderScreen, screenShop, useSandbox } from "./screen-harness";

vi.setConfig({ testTimeout: 30_000 });
useSandbox();

describe("FavouritesScreen (SPEC §2 /favourite) on the sandbox", () => {
  it("names each favourite's game as the games list does; a game no longer on sale keeps its slug's title", async () => {
    mutate((state) => {
      state.favourites["1"]?.push({
        id: "fav-old",
        game_slug: "mega-seven",
        name: "Old luck",
        numbers: [[1, 2, 3, 4, 5, 6, 7]],
        created_at: "2030-01-01T10:00:00Z",
      });
    });
    const shop = screenShop();
    await shop.injector
      .get(TOKENS.loginWithPassword)
      .execute({ callingCode: DEMO_USER.calling_code, phone: DEMO_USER.phone, password: DEMO_USER.password });
    await renderScreen(<FavouritesScreen />, shop, "/favourite");
    const birthdays = (await screen.findByRole("heading", { name: "Birthdays" })).closest("li") as HTMLElement;
    expect(await within(birthdays).findByText("Lucky Day 6 + 1")).toBeInTheDocument();
    const old = screen.getByRole("heading", { name: "Old luck" }).closest("li") as HTMLElement;
    expect(within(old).getByText("Mega Seven")).toBeInTheDocument();
  });
});
