import { expect, test } from "@playwright/test";
import { appHasRun } from "../support/expect-page";
import { at, entryName, fill, LUCKY_DAY, openLuckyDay, setDraws, WORDS } from "../play/support";

/**
 * The ticket's options are kept with its numbers (docs/play.md, "The ticket's options are kept
 * with its numbers"): a player on a phone who chose 3 draws and an add-on, looked at another page
 * and came back finds them as chosen, not one draw beside the same numbers.
 */
test("ar: the draws and the add-on chosen are still there after another page and a reload", async ({ page }) => {
  const w = WORDS.ar.play;
  const main = page.getByRole("main");
  await openLuckyDay(page, "ar");
  await appHasRun(page);
  await main.getByRole("button", { name: fill(w.entry.quickPickLabel, { entry: entryName("ar", 1) }) }).tap();
  await setDraws(page, "ar", 3);
  const addonName = new RegExp(w.options.doubleJackpot);
  const doubleJackpot = main.getByRole("checkbox", { name: addonName });
  // The box and its words are the label a finger lands on (the input itself is visually hidden).
  await main
    .locator("label")
    .filter({ has: page.getByRole("checkbox", { name: addonName }) })
    .tap();
  await expect(doubleJackpot).toBeChecked();

  await page.goto(at("ar", "/draws"));
  await appHasRun(page);
  await page.goto(at("ar", `/${LUCKY_DAY.game_slug}`));
  await appHasRun(page);
  await main.getByRole("heading", { name: w.options.heading }).scrollIntoViewIfNeeded();
  await expect(main.getByRole("textbox", { name: w.options.draws })).toHaveValue("3");
  await expect(doubleJackpot).toBeChecked();
  await page.reload();
  await appHasRun(page);
  await main.getByRole("heading", { name: w.options.heading }).scrollIntoViewIfNeeded();
  await expect(main.getByRole("textbox", { name: w.options.draws })).toHaveValue("3");
  await expect(doubleJackpot).toBeChecked();
});
