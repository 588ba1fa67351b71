import { devices, expect, test } from "@playwright/test";
import arCheckout from "../../src/ui/i18n/ar/checkout";
import { at, cartLink, redeem, signedInWithOneLine } from "../play/support";
import { misorderedText } from "../support/bidi";
import { DEMO_TOKEN } from "../support/pages";

// Pixel 7 (touch, mobile viewport), whichever project runs the spec.
const { defaultBrowserType: _browser, ...pixel7 } = devices["Pixel 7"];
test.use(pixel7);

/**
 * SPEC §8: a voucher the server refuses shows the server's own message, which is English in the
 * sandbox. In an Arabic page it must still read as its own sentence: left to right, its full stop
 * after its last word. Without isolation it showed as ".Invalid voucher code" (server-words.ts).
 */
test("in Arabic, the server's English refusal of a voucher reads left to right, its full stop at the end", async ({ page }) => {
  await signedInWithOneLine(page, "ar");
  await cartLink(page, "ar", 1).click();
  await expect(page).toHaveURL(at("ar", "/checkout"));
  await redeem(page, "ar", "NOPE1");
  const field = page.getByRole("main").getByRole("textbox", { name: arCheckout.voucher.code });
  await expect(field).toHaveAccessibleDescription(/Invalid voucher code\./);
  await expect(page.getByRole("main").getByText("Invalid voucher code.")).toBeVisible();
  // Every English text on the page drawn left to right, the refusal's full stop after its last word.
  expect(await misorderedText(page)).toEqual([]);
});

/**
 * The sandbox's notifications are English, as a server may send them whatever the page's language:
 * in an Arabic page each title and text reads left to right, its full stop or "!" after its last
 * word ("Lucky Day draws tonight at 20:00. Your tickets are in." showed as "… at .20:00. …").
 */
test("in Arabic, the server's English notifications read left to right, each sentence ending where it should", async ({
  page,
}) => {
  await page.goto(`/ar/notifications?token=${DEMO_TOKEN}`);
  const main = page.getByRole("main");
  for (const words of ["Your tickets are in.", "You won!", "Good luck!"]) await expect(main.getByText(words)).toBeVisible();
  expect(await misorderedText(page)).toEqual([]);
});
