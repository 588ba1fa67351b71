import { expect, test } from "@playwright/test";
import { signInWithToken } from "../fault/demo-session";
import { LUCKY_DAY, WORDS } from "./support";

/**
 * SPEC §2 /favourite "play again": the saved numbers open the game page with the first entry
 * filled (docs/play.md, the picks rule); the parameter leaves the address, so a reload keeps later
 * edits. The demo user's favourite "Birthdays" is Lucky Day 3, 9, 12, 19, 24, 31 + 7 (docs/sandbox.md).
 */
const play = WORDS.en.play;
const BIRTHDAYS = { main: [3, 9, 12, 19, 24, 31], bonus: [7] };

test("favourites → play again → the numbers are chosen on the game page", async ({ page }) => {
  await signInWithToken(page, "/favourite");
  await page.getByRole("link", { name: /^Play .Birthdays. again$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/${LUCKY_DAY.game_slug}$`));
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(LUCKY_DAY.name);
  await expect(main.getByRole("status").filter({ hasText: play.picks.filled })).toBeVisible();
  const mainPool = main.getByRole("group", { name: play.pool.main }).first();
  const bonusPool = main.getByRole("group", { name: play.pool.bonus }).first();
  for (const value of BIRTHDAYS.main) {
    await expect(mainPool.getByRole("button", { name: `Number ${value}`, exact: true })).toHaveAttribute("aria-pressed", "true");
  }
  await expect(bonusPool.getByRole("button", { name: "Bonus 7", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(mainPool.getByRole("button", { name: "Number 1", exact: true })).toHaveAttribute("aria-pressed", "false");

  // A later edit survives a reload: the picks are not applied again.
  await mainPool.getByRole("button", { name: "Number 31", exact: true }).click();
  await page.reload();
  await expect(
    page
      .getByRole("main")
      .getByRole("group", { name: play.pool.main })
      .first()
      .getByRole("button", { name: "Number 31", exact: true }),
  ).toHaveAttribute("aria-pressed", "false");
});

test("picks that do not fit the game are ignored, politely", async ({ page }) => {
  await page.goto(`/${LUCKY_DAY.game_slug}?picks=3,9,12,19,24,45-7`);
  const main = page.getByRole("main");
  await expect(main.getByRole("status").filter({ hasText: play.picks.doesNotFit })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${LUCKY_DAY.game_slug}$`));
  await expect(
    main.getByRole("group", { name: play.pool.main }).first().getByRole("button", { name: "Number 3", exact: true }),
  ).toHaveAttribute("aria-pressed", "false");
});
