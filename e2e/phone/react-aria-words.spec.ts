import { expect, test } from "@playwright/test";
import idAccount from "../../src/ui/i18n/id/account";
import idPlay from "../../src/ui/i18n/id/play";
import { appHasRun } from "../support/expect-page";
import { LUCKY_DAY } from "../play/support";

/**
 * React-aria's own words on an Indonesian page (docs/i18n.md, "React-aria's built-in strings"):
 * the build gives react-aria the shop's Indonesian, where it spoke English ("Empty", "Dismiss").
 * What a screen reader is told is read where react-aria writes it: its live announcer, and the
 * hidden button it puts at a popover's edges.
 */
test.describe("in: react-aria's own words are Indonesian", () => {
  test("a draws field emptied by touch is announced as empty in Indonesian", async ({ page }) => {
    const main = page.getByRole("main");
    await page.goto(`/in/${LUCKY_DAY.game_slug}`);
    await appHasRun(page);
    await main.getByRole("heading", { name: idPlay.options.heading }).scrollIntoViewIfNeeded();
    const draws = main.getByRole("textbox", { name: idPlay.options.draws });
    await expect(draws).toBeEditable();
    await draws.tap();
    await draws.press("Backspace");
    await expect(draws).toHaveValue("");
    const announcer = page.locator("[data-live-announcer]");
    await expect(announcer).toContainText("Kosong");
    await expect(announcer).not.toContainText("Empty");
  });

  test("the country picker's hidden close button is named in Indonesian", async ({ page }) => {
    await page.goto("/in/login");
    await appHasRun(page);
    await page
      .getByRole("main")
      .getByRole("button", { name: new RegExp(idAccount.phone.callingCode) })
      .tap();
    await expect(page.getByRole("option").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Tutup", exact: true }).first()).toBeAttached();
    await expect(page.getByRole("button", { name: "Dismiss", exact: true })).toHaveCount(0);
  });
});
