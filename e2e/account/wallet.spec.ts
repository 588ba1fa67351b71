import { expect, type Page, test } from "@playwright/test";
import { currentPath } from "../support/expect-page";
import { DEMO_TOKEN } from "../support/pages";
import { DEMO, SECOND_USER_PHONE } from "./account-support";

const confirmDialog = (page: Page) => page.getByRole("alertdialog", { name: "Confirm this payment" });

/** SPEC §1 wallet sections, /wallet?step=… (docs/accounts.md): share credit (3) and withdraw (4). */
test("shares credit with another phone after confirming, the balance follows", async ({ page }) => {
  await page.goto(`/wallet?step=3&token=${DEMO_TOKEN}`);
  await expect.poll(() => currentPath(page)).toBe("/wallet?step=3");
  await expect(page.getByRole("tab", { name: "Share credit" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("textbox", { name: "Recipient", exact: true }).fill(SECOND_USER_PHONE);
  await page.getByRole("textbox", { name: "Amount (AED)" }).fill("25.5x");
  await expect(page.getByRole("textbox", { name: "Amount (AED)" })).toHaveValue("25.5");
  await page.getByRole("button", { name: "Review" }).click();
  await expect(confirmDialog(page)).toContainText("+971 509876543");
  await confirmDialog(page).getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText(/Done\. Your balance is now AED\s1,209\.00\./)).toBeVisible();
});

test("ar: sharing with the player's own number is refused in Arabic before any confirmation, the number kept", async ({
  page,
}) => {
  await page.goto(`/ar/wallet?step=3&token=${DEMO_TOKEN}`);
  await expect.poll(() => currentPath(page)).toBe("/ar/wallet?step=3");
  const recipient = page.getByRole("textbox", { name: "المستلم", exact: true });
  await recipient.fill(`0${DEMO.phone}`);
  await page.getByRole("textbox", { name: "المبلغ (درهم)" }).fill("10");
  await page.getByRole("button", { name: "مراجعة" }).click();
  await expect(page.getByRole("main")).toContainText("هذا رقمك أنت. أدخل رقم الشخص الذي تشارك الرصيد معه");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(recipient).toHaveValue(`0${DEMO.phone}`);
});

test("withdraws to the card and to a bank account (IBAN checked), pending review", async ({ page }) => {
  await page.goto(`/wallet?step=4&token=${DEMO_TOKEN}`);
  await expect.poll(() => currentPath(page)).toBe("/wallet?step=4");
  const card = page.getByRole("region", { name: "Withdraw", exact: true });
  await card.getByRole("textbox", { name: "Amount (AED)" }).fill("5000");
  await card.getByRole("button", { name: "Review" }).click();
  await expect(card.getByText(/more than your balance/).first()).toBeVisible();
  await card.getByRole("textbox", { name: "Amount (AED)" }).fill("100");
  await card.getByRole("button", { name: "Review" }).click();
  await confirmDialog(page).getByRole("button", { name: "Confirm" }).click();
  await expect(card.getByText(/pending review/)).toBeVisible();

  const bank = page.getByRole("region", { name: "Bank withdrawal" });
  await bank.getByRole("textbox", { name: "IBAN" }).fill("AE07 0331 2345 6789 0123 457");
  await bank.getByRole("textbox", { name: "Account holder name" }).fill("Layla Haddad");
  await bank.getByRole("textbox", { name: "Amount (AED)" }).fill("50");
  await bank.getByRole("button", { name: "Review" }).click();
  await expect(bank.getByText("This IBAN is not valid", { exact: false }).first()).toBeVisible();
  await bank.getByRole("textbox", { name: "IBAN" }).fill("AE07 0331 2345 6789 0123 456");
  await bank.getByRole("button", { name: "Review" }).click();
  await confirmDialog(page).getByRole("button", { name: "Confirm" }).click();
  await expect(bank.getByText(/pending review/)).toBeVisible();
});
