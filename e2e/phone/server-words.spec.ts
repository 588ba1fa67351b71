import { devices, expect, type Locator, test } from "@playwright/test";
import arCheckout from "../../src/ui/i18n/ar/checkout";
import { at, cartLink, redeem, signedInWithOneLine } from "../play/support";

// Pixel 7 (touch, mobile viewport), whichever project runs the spec.
const { defaultBrowserType: _browser, ...pixel7 } = devices["Pixel 7"];
test.use(pixel7);

/** Where the first and the last character of an element's text are drawn, in screen x. */
const ends = (element: Locator): Promise<{ first: number; last: number; text: string }> =>
  element.evaluate((node) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    for (let text = walker.nextNode(); text !== null; text = walker.nextNode()) texts.push(text as Text);
    const visible = (text: Text, index: number) => /[^\s\u2068\u2069]/u.test(text.data.charAt(index));
    const at = (text: Text, index: number) => {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      const box = range.getBoundingClientRect();
      return box.left + box.width / 2;
    };
    const message = texts.find((text) => text.data.includes("voucher"));
    if (message === undefined) return { first: NaN, last: NaN, text: node.textContent ?? "" };
    const indexes = [...message.data].map((_, index) => index).filter((index) => visible(message, index));
    return { first: at(message, indexes[0] ?? 0), last: at(message, indexes.at(-1) ?? 0), text: message.data };
  });

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
  const { first, last, text } = await ends(error);
  expect(last, `"I" at ${String(first)} px, "." at ${String(last)} px in ${JSON.stringify(text)}`).toBeGreaterThan(first);
});
