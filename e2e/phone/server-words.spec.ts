import { devices, expect, type Locator, test } from "@playwright/test";
import arCheckout from "../../src/ui/i18n/ar/checkout";
import { at, cartLink, redeem, signedInWithOneLine } from "../play/support";
import { DEMO_TOKEN } from "../support/pages";

// Pixel 7 (touch, mobile viewport), whichever project runs the spec.
const { defaultBrowserType: _browser, ...pixel7 } = devices["Pixel 7"];
test.use(pixel7);

/**
 * Where the last two characters of an element's text are drawn, in screen x (their middles): read
 * left to right, the last one (a full stop, a "!") is drawn right of the letter before it.
 */
const lastTwo = (element: Locator, within: string): Promise<{ before: number; last: number; text: string }> =>
  element.evaluate((node, within) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    for (let text = walker.nextNode(); text !== null; text = walker.nextNode()) texts.push(text as Text);
    const message = texts.find((text) => text.data.includes(within));
    if (message === undefined) return { before: NaN, last: NaN, text: node.textContent ?? "" };
    const x = (index: number) => {
      const range = document.createRange();
      range.setStart(message, index);
      range.setEnd(message, index + 1);
      const box = range.getBoundingClientRect();
      return box.left + box.width / 2;
    };
    const visible = [...message.data]
      .map((_, index) => index)
      .filter((index) => /[^\s\u2068\u2069]/u.test(message.data.charAt(index)));
    return { before: x(visible.at(-2) ?? 0), last: x(visible.at(-1) ?? 0), text: message.data };
  }, within);

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
  const error = page.getByRole("main").getByText("Invalid voucher code.");
  const { before, last, text } = await lastTwo(error, "voucher");
  expect(last, `"e" at ${String(before)} px, "." at ${String(last)} px in ${JSON.stringify(text)}`).toBeGreaterThan(before);
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
  for (const words of ["Your tickets are in.", "You won!", "Good luck!"]) {
    const shown = main.getByText(words);
    await expect(shown).toBeVisible();
    const { before, last, text } = await lastTwo(shown, words);
    expect(
      last,
      `${JSON.stringify(text)}: the last letter at ${String(before)} px, the stop after it at ${String(last)} px`,
    ).toBeGreaterThan(before);
  }
});
