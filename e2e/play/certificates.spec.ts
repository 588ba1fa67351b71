import { expect, test } from "@playwright/test";
import { signInWithToken } from "../fault/demo-session";
import enCertificates from "../../src/ui/i18n/en/certificates";
import { fill } from "./support";

/**
 * SPEC §2 green certificates on the sandbox: buy → generating (polled every 2 s; the sandbox is
 * ready on the 4th poll, docs/sandbox.md) → the certificate's link; an unknown code is said.
 */
const c = enCertificates;

test("a signed-in player buys a certificate and gets it once generated", async ({ page }) => {
  test.setTimeout(60_000);
  await signInWithToken(page, "/buy/green-certificates");
  const main = page.getByRole("main");
  await main.getByText("Grove", { exact: true }).click();
  await expect(main.getByRole("radio", { name: /Grove/ })).toBeChecked();
  await main.getByRole("button", { name: c.buy.submit }).click();
  // A signed-in Buy asks first, naming the offer and its price.
  const question = page.getByRole("alertdialog", { name: c.buy.confirmTitle });
  await expect(question).toContainText("Grove");
  await question.getByRole("button", { name: /^Buy for .*AED\s100\.00/ }).click();
  await expect(page).toHaveURL(/\/payment\/green-certificate-generating\?code=CERT-\d+$/);
  const stage = main.getByRole("status");
  await expect(stage).toContainText(c.generating.progress);
  await expect(stage).toContainText(c.generating.done, { timeout: 20_000 });
  // The page's heading says it, once: the status line is no second heading under it.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.generating.headline.readyHeading);
  await expect(main.getByRole("heading", { level: 2 })).toHaveCount(0);
  await expect(main.getByText("It gives you 3 free entries for Lucky Day 6 + 1.")).toBeVisible();
  await expect(main.getByRole("link", { name: c.generating.view })).toHaveAttribute(
    "href",
    /^https:\/\/certificates\.lotto-shop\.invalid\/CERT-\d+\.pdf$/,
  );
});

test("a guest pressing Buy signs in first and comes back with the offer chosen", async ({ page }) => {
  await page.goto("/buy/green-certificates");
  const main = page.getByRole("main");
  await main.getByText("Forest", { exact: true }).click();
  await expect(main.getByRole("radio", { name: /Forest/ })).toBeChecked();
  await main.getByRole("button", { name: c.buy.submit }).click();
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
  expect(new URL(page.url()).searchParams.get("returnUrl")).toBe("/buy/green-certificates?offer=3");
});

test("the generating page with an unknown code says so", async ({ page }) => {
  await page.goto("/payment/green-certificate-generating?code=CERT-999999");
  await expect(page.getByRole("main").getByRole("status")).toHaveText(fill(c.generating.unknownCode, { code: "CERT-999999" }));
  await expect(page.getByRole("main").getByRole("link", { name: c.generating.back })).toBeVisible();
});
