import { expect, test } from "@playwright/test";
import { appHasRun } from "../support/expect-page";

/**
 * SPEC §5 numeric input on a phone: a digits-only field leaves a letter out and says so beside
 * itself, in the page's language, instead of dropping it silently (docs/accounts.md, "Numeric
 * fields").
 */
test("ar: a letter typed into the contact form's phone number is left out, and the field says so", async ({ page }) => {
  await page.goto("/ar/contact-us");
  await appHasRun(page);
  const phone = page.getByRole("textbox", { name: /رقم الهاتف/ });
  await phone.tap();
  await phone.pressSequentially("50a");
  await expect(phone).toHaveValue("50");
  await expect(page.getByRole("main").getByRole("status").filter({ hasText: "هذا الحقل للأرقام فقط" })).toBeVisible();
  await phone.pressSequentially("1");
  await expect(phone).toHaveValue("501");
  await expect(page.getByRole("main").getByText("هذا الحقل للأرقام فقط")).toHaveCount(0);
});
