import { devices, expect, type Locator, test } from "@playwright/test";
import arAccount from "../../src/ui/i18n/ar/account";
import arCheckout from "../../src/ui/i18n/ar/checkout";
import arContent from "../../src/ui/i18n/ar/content";
import arWallet from "../../src/ui/i18n/ar/wallet";
import { DEMO_TOKEN } from "../support/pages";
import { at, cartLink, signedInWithOneLine } from "../play/support";

// Pixel 7 (touch, mobile viewport), whichever project runs the spec.
const { defaultBrowserType: _browser, ...pixel7 } = devices["Pixel 7"];
test.use(pixel7);

/** The field's text direction and alignment, as the browser lays its value out. */
const layout = (field: Locator) =>
  field.evaluate((input) => {
    const style = getComputedStyle(input);
    return { direction: style.direction, textAlign: style.textAlign };
  });

async function expectLeftToRight(field: Locator, name: string): Promise<void> {
  await expect(field, name).toBeVisible();
  // Read left to right, and lined up with the Arabic labels and the other fields on the right.
  expect(await layout(field), name).toEqual({ direction: "ltr", textAlign: "end" });
}

/**
 * In an Arabic page, a field whose content reads left to right in every language (a phone number,
 * an e-mail address, a code, digits) is laid out left to right: the profile's phone number showed
 * as "501234567 971+", and a voucher code such as "AB-12" as "12-AB". A free text takes the
 * direction of its first letter: an English message typed into the contact form kept its full
 * stop at its start while the player typed.
 */
test("in Arabic, phone numbers, e-mail addresses and codes are typed and shown left to right", async ({ page }) => {
  await page.goto("/ar/login");
  await expectLeftToRight(page.getByRole("textbox", { name: arAccount.phone.number }), "login: phone number");

  await page.goto("/ar/contact-us");
  const main = page.getByRole("main");
  await expectLeftToRight(main.getByRole("textbox", { name: arContent.contact.email }), "contact: e-mail");
  await expectLeftToRight(main.getByRole("textbox", { name: arContent.contact.phone }), "contact: phone");
  const message = main.getByRole("textbox", { name: arContent.contact.message });
  await message.fill("Hello, I was charged twice.");
  await expectLeftToRight(message, "contact: an English message");

  await page.goto(`/ar/personal-detail?token=${DEMO_TOKEN}`);
  const phone = page.getByRole("main").getByRole("textbox", { name: arAccount.profile.phone });
  await expect(phone).toHaveValue(/^\+971\s\d+$/);
  await expectLeftToRight(phone, "profile: phone number (read only)");
  await expectLeftToRight(page.getByRole("main").getByRole("textbox", { name: arAccount.profile.email }), "profile: e-mail");
  // A free text (a name, an address) reads in its first letter's direction: "Demo Player" left to
  // right, an Arabic name right to left, both lined up on the right.
  const name = page.getByRole("main").getByRole("textbox", { name: arAccount.profile.fullName });
  await expectLeftToRight(name, "profile: a name in Latin letters");
  await name.fill("لاعب تجريبي.");
  expect(await layout(name), "profile: an Arabic name").toEqual({ direction: "rtl", textAlign: "start" });

  await signedInWithOneLine(page, "ar");
  await cartLink(page, "ar", 1).click();
  await expect(page).toHaveURL(at("ar", "/checkout"));
  await expectLeftToRight(page.getByRole("main").getByRole("textbox", { name: arCheckout.voucher.code }), "voucher code");
});

/**
 * A phone number inside an Arabic sentence keeps its order and its line: "Send AED 25.50 to
 * +971 509876543?" showed the recipient as "971+" at the end of one line and "509876543" on the
 * next.
 */
test("in Arabic, the recipient's phone number in the share question reads +971 509876543, on one line", async ({ page }) => {
  await page.goto(`/ar/wallet?step=3&token=${DEMO_TOKEN}`);
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: arWallet.recipient, exact: true }).fill("509876543");
  await main.getByRole("textbox", { name: arWallet.amount }).first().fill("25.5");
  await main.getByRole("button", { name: arWallet.review }).first().click();
  const question = page.getByRole("alertdialog").getByText(/509876543/);
  await expect(question).toBeVisible();
  // Where "+", "971" and "509876543" are drawn: left to right, and on one line.
  const drawn = await question.evaluate((node) => {
    const texts: Text[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text !== null; text = walker.nextNode()) texts.push(text as Text);
    const box = (needle: string) => {
      const text = texts.find((part) => part.data.includes(needle));
      if (text === undefined) return undefined;
      const range = document.createRange();
      range.setStart(text, text.data.indexOf(needle));
      range.setEnd(text, text.data.indexOf(needle) + needle.length);
      return range.getBoundingClientRect();
    };
    const [plus, code, number] = [box("+"), box("971"), box("509876543")];
    return { plus: plus?.left, code: [code?.left, code?.bottom], number: [number?.left, number?.bottom] };
  });
  expect(drawn.plus ?? Infinity, "+ left of 971").toBeLessThan(drawn.code[0] ?? -Infinity);
  expect(drawn.code[0] ?? Infinity, "971 left of the number").toBeLessThan(drawn.number[0] ?? -Infinity);
  expect(Math.round(drawn.code[1] ?? 0), "971 on the number's line").toBe(Math.round(drawn.number[1] ?? -1));
});
