import { expect, type Locator, type Page } from "@playwright/test";
import { i18nString } from "typesafe-i18n";
import { GAMES } from "../../mocks/seed-games";
import { DEMO_TOKEN, DEMO_USER } from "../../mocks/seed";
import arAccount from "../../src/ui/i18n/ar/account";
import arCart from "../../src/ui/i18n/ar/cart";
import arCheckout from "../../src/ui/i18n/ar/checkout";
import arPay from "../../src/ui/i18n/ar/pay";
import arCommon from "../../src/ui/i18n/ar/common";
import arContent from "../../src/ui/i18n/ar/content";
import arErrors from "../../src/ui/i18n/ar/errors";
import arLayout from "../../src/ui/i18n/ar/layout";
import arPlay from "../../src/ui/i18n/ar/play";
import enAccount from "../../src/ui/i18n/en/account";
import enCart from "../../src/ui/i18n/en/cart";
import enCheckout from "../../src/ui/i18n/en/checkout";
import enPay from "../../src/ui/i18n/en/pay";
import enCommon from "../../src/ui/i18n/en/common";
import enContent from "../../src/ui/i18n/en/content";
import enErrors from "../../src/ui/i18n/en/errors";
import enLayout from "../../src/ui/i18n/en/layout";
import enPlay from "../../src/ui/i18n/en/play";
import { formatDateTime, formatMoney } from "../../src/ui/i18n/format";

/** The two languages the journeys run in: English unprefixed, Arabic under /ar (SPEC §1). */
export type Lang = "en" | "ar";

/** The words the player sees, straight from the app's translation files. */
export const WORDS = {
  en: {
    common: enCommon,
    play: enPlay,
    cart: enCart,
    checkout: enCheckout,
    pay: enPay,
    account: enAccount,
    errors: enErrors,
    layout: enLayout,
    content: enContent,
  },
  ar: {
    common: arCommon,
    play: arPlay,
    cart: arCart,
    checkout: arCheckout,
    pay: arPay,
    account: arAccount,
    errors: arErrors,
    layout: arLayout,
    content: arContent,
  },
} as const;

/** Fills a translation's `{name}` / `{name:type}` placeholders (numbers as the app prints them). */
export const fill = (template: string, values: Readonly<Record<string, string | number>> = {}): string =>
  template.replace(/\{(\w+)(?::\w+)?\}/g, (_whole, name: string) => String(values[name] ?? `{${name}}`));

/** A page's address in the language ("/ar/checkout"). */
export const at = (lang: Lang, path: string): string => (lang === "en" ? path : `/${lang}${path}`);

/** Money as the app formats it (src/ui/i18n/format.ts: Intl, AED, Latin digits in Arabic). */
export const money = (fils: number, lang: Lang): string => formatMoney(fils, lang);

/** A date-time as the app formats it (SPEC §8 ban message: the time in the user's locale). */
export const dateTime = (date: Date, lang: Lang): string => formatDateTime(date, lang);

/** The sandbox's Lucky Day (docs/sandbox.md): 6 of 1–44 + 1 of 1–22, 35.00 per entry per draw. */
const luckyDay = GAMES.find((game) => game.game_slug === "lucky-day");
if (luckyDay === undefined) throw new Error("the sandbox seed has no lucky-day game");
export const LUCKY_DAY = luckyDay;

/** A purchase costs entries × draws × price (docs/sandbox.md), in fils. */
export const lineFils = (entries: number, draws: number): number => LUCKY_DAY.price_fils * entries * draws;

/** docs/sandbox.md: the demo user's balance, "1,234.50", in fils. */
export const DEMO_BALANCE_FILS = 123_450;
/** docs/sandbox.md: SAVE10 takes 10.00 off. */
export const SAVE10_FILS = 1000;

/** Whitespace-insensitive exact text: Intl puts (narrow) no-break spaces inside amounts. */
export const exactly = (text: string): RegExp =>
  new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s*")}\\s*$`, "u");

/** The value (`<dd>`) a description list gives for a term (`<dt>`) inside the scope. */
export const fact = (scope: Locator, term: string): Locator =>
  scope
    .getByRole("term")
    .filter({ hasText: exactly(term) })
    .locator("xpath=following-sibling::dd[1]");

/** The balls of a read-only board ("Numbers of ENTRY 1"), in the order shown. */
export const boardNumbers = (board: Locator): Promise<string[]> =>
  board.getByRole("listitem").evaluateAll((items) => items.map((item) => (item.textContent ?? "").replace(/\D+/g, "")));

export const entryName = (lang: Lang, position: number): string => fill(WORDS[lang].common.entryName, { position });

/** Opens the Lucky Day page and waits for its picker. */
export async function openLuckyDay(page: Page, lang: Lang): Promise<void> {
  await page.goto(at(lang, `/${LUCKY_DAY.game_slug}`));
  await expect(page.getByRole("group", { name: WORDS[lang].play.pool.main }).first()).toBeVisible();
}

/** Quick pick for ENTRY 1, a second entry, quick pick for it: two complete entries. */
export async function quickPickTwoEntries(page: Page, lang: Lang): Promise<void> {
  const play = WORDS[lang].play;
  const main = page.getByRole("main");
  await main.getByRole("button", { name: fill(play.entry.quickPickLabel, { entry: entryName(lang, 1) }) }).click();
  await main.getByRole("button", { name: play.list.addEntry, exact: true }).click();
  await main.getByRole("button", { name: fill(play.entry.quickPickLabel, { entry: entryName(lang, 2) }) }).click();
  // One picker is open at a time: closing ENTRY 2 shows its compact board like ENTRY 1's.
  await main.getByRole("button", { name: fill(play.entry.doneLabel, { entry: entryName(lang, 2) }) }).click();
  for (const position of [1, 2]) {
    await expect(
      main
        .getByRole("list", { name: fill(WORDS[lang].common.board.label, { entry: entryName(lang, position) }) })
        .getByRole("listitem"),
    ).toHaveCount(7);
  }
}

/** The game option "Number of draws". */
export async function setDraws(page: Page, lang: Lang, draws: number): Promise<void> {
  const field = page.getByRole("main").getByRole("textbox", { name: WORDS[lang].play.options.draws });
  // The field's code loads as it nears the screen (the kit's NumberField), and the field then takes
  // its frame's place: the options' heading, which stays, is scrolled to, as a player would.
  await page.getByRole("main").getByRole("heading", { name: WORDS[lang].play.options.heading }).scrollIntoViewIfNeeded();
  await expect(field).toBeEditable();
  await field.fill(String(draws));
  await field.press("Tab");
  await expect(field).toHaveValue(String(draws));
}

/** The numbers of each entry as its compact board shows them. */
export async function entryBoards(page: Page, lang: Lang, entries: number): Promise<string[][]> {
  const boards: string[][] = [];
  for (let position = 1; position <= entries; position += 1) {
    boards.push(
      await boardNumbers(
        page
          .getByRole("main")
          .getByRole("list", { name: fill(WORDS[lang].common.board.label, { entry: entryName(lang, position) }) }),
      ),
    );
  }
  return boards;
}

/**
 * The header's cart link, named with its count ("Cart, 1 item", "السلة، 2 عنصران"): the dictionary's
 * text through typesafe-i18n's own runtime, so every plural form of the language is chosen as the
 * app chooses it.
 */
export const cartLink = (page: Page, lang: Lang, count: number): Locator => {
  const name = i18nString(lang === "ar" ? "ar-SA" : "en-US")(WORDS[lang].layout.header.cartWithCount, { count });
  return page.getByRole("banner").getByRole("link", { name, exact: true });
};

/** The real sign-in form (SPEC §2 /login), with the demo user (the UAE code is the default). */
export async function signInThroughForm(page: Page, lang: Lang): Promise<void> {
  const words = WORDS[lang].account;
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: words.phone.number }).fill(DEMO_USER.phone);
  await main.getByLabel(words.password.label, { exact: true }).fill(DEMO_USER.password);
  await main.getByRole("button", { name: words.login.submit, exact: true }).click();
}

/** The current path with its query. */
export const pathOf = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** The cart line of the journey: its name, two boards (same numbers as picked), entries, draws, price. */
export async function expectCartLine(page: Page, lang: Lang, boards: string[][], draws: number): Promise<void> {
  const w = WORDS[lang];
  // A line is a list item named by its heading ("Ticket 1: …"), in the cart and on the receipt alike.
  const line = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect(line).toHaveCount(1);
  await expect(fact(line, w.cart.item.entries)).toHaveText(String(boards.length));
  await expect(fact(line, w.cart.item.draws)).toHaveText(String(draws));
  await expect(fact(line, w.cart.item.price)).toHaveText(exactly(money(lineFils(boards.length, draws), lang)));
  for (const [index, numbers] of boards.entries()) {
    const board = line.getByRole("list", { name: fill(w.common.board.label, { entry: entryName(lang, index + 1) }) });
    expect(await boardNumbers(board)).toEqual(numbers);
  }
}

/** The checkout's order summary region. */
export const orderSummary = (page: Page, lang: Lang): Locator =>
  page.getByRole("main").getByRole("region", { name: WORDS[lang].cart.summary.heading });

/** Redeems a voucher code on /checkout. */
export async function redeem(page: Page, lang: Lang, code: string): Promise<void> {
  const w = WORDS[lang].checkout.voucher;
  await page.getByRole("main").getByRole("textbox", { name: w.code }).fill(code);
  await page.getByRole("main").getByRole("button", { name: w.redeem, exact: true }).click();
}

/** The play-and-pay journey of a visitor (SPEC §1, §2, §4), in either language. */
export async function playAndPay(page: Page, lang: Lang): Promise<void> {
  const w = WORDS[lang];
  const [entries, draws] = [2, 2];
  const total = lineFils(entries, draws);
  await openLuckyDay(page, lang);
  await quickPickTwoEntries(page, lang);
  await setDraws(page, lang, draws);
  await expect(page.getByRole("main").getByRole("status", { name: w.play.price.total })).toHaveText(exactly(money(total, lang)));
  const boards = await entryBoards(page, lang, entries);
  await page.getByRole("main").getByRole("button", { name: w.play.addToCart, exact: true }).click();

  await cartLink(page, lang, 1).click();
  await expect(page).toHaveURL(at(lang, "/checkout"));
  await expectCartLine(page, lang, boards, draws);
  await expect(fact(orderSummary(page, lang), w.cart.summary.total)).toHaveText(exactly(money(total, lang)));

  await page.getByRole("main").getByRole("link", { name: w.checkout.payment.balanceUnknown }).click();
  await expect.poll(() => pathOf(page)).toBe(`${at(lang, "/login")}?returnUrl=${encodeURIComponent(at(lang, "/checkout"))}`);
  await signInThroughForm(page, lang);
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(at(lang, "/checkout"));
  await expectCartLine(page, lang, boards, draws);

  const summary = orderSummary(page, lang);
  await expect(fact(summary, w.cart.summary.balance)).toHaveText(exactly(money(DEMO_BALANCE_FILS, lang)));
  await redeem(page, lang, "SAVE10");
  await expect(fact(summary, fill(w.cart.summary.voucher, { code: "SAVE10" }))).toHaveText(exactly(money(-SAVE10_FILS, lang)));
  // SPEC §1: amount owed = total − balance − voucher, never below 0; the balance covers it all.
  await expect(fact(summary, w.cart.summary.amountOwed)).toHaveText(
    exactly(money(Math.max(0, total - DEMO_BALANCE_FILS - SAVE10_FILS), lang)),
  );

  const paid = Math.round(total - SAVE10_FILS);
  await page.getByRole("main").getByRole("button", { name: w.checkout.payment.pay, exact: true }).click();
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(at(lang, "/thank-you"));
  await expectReceipt(page, lang, { boards, draws, paid });
  await expect(cartLink(page, lang, 0)).toBeVisible();
  await cartLink(page, lang, 0).click();
  await expect(page.getByRole("main").getByText(w.cart.empty, { exact: true })).toBeVisible();
}

/** /thank-you: tickets, amount paid, voucher, new balance = 1,234.50 − amount paid, the lines bought. */
async function expectReceipt(page: Page, lang: Lang, bought: { boards: string[][]; draws: number; paid: number }): Promise<void> {
  const w = WORDS[lang].checkout.receipt;
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.heading);
  await expect(fact(main, w.amountPaid)).toHaveText(exactly(money(bought.paid, lang)));
  await expect(fact(main, w.voucher)).toHaveText(exactly(money(SAVE10_FILS, lang)));
  await expect(fact(main, w.newBalance)).toHaveText(exactly(money(DEMO_BALANCE_FILS - bought.paid, lang)));
  await expect(main.getByRole("heading", { name: w.details })).toBeVisible();
  await expectCartLine(page, lang, bought.boards, bought.draws);
}

/** Signed in by the SPEC §2 token link on the game page, one quick pick in the cart; its numbers. */
export async function signedInWithOneLine(page: Page, lang: Lang): Promise<string[]> {
  const w = WORDS[lang].play;
  await page.goto(`${at(lang, `/${LUCKY_DAY.game_slug}`)}?token=${DEMO_TOKEN}`);
  await expect.poll(() => new URL(page.url()).searchParams.has("token")).toBe(false);
  await expect(page.getByRole("group", { name: w.pool.main }).first()).toBeVisible();
  await page
    .getByRole("main")
    .getByRole("button", { name: fill(w.entry.quickPickLabel, { entry: entryName(lang, 1) }) })
    .click();
  await page
    .getByRole("main")
    .getByRole("button", { name: fill(w.entry.doneLabel, { entry: entryName(lang, 1) }) })
    .click();
  const [numbers = []] = await entryBoards(page, lang, 1);
  await page.getByRole("main").getByRole("button", { name: w.addToCart, exact: true }).click();
  await expect(cartLink(page, lang, 1)).toBeVisible();
  return numbers;
}

/** A cart line as the cart shows it: its boards, draws and price (fils). */
export interface ShownLine {
  readonly boards: string[][];
  readonly draws: number;
  readonly fils: number;
}

/** The cart's lines, in order (SPEC §3 Cart item: boards, draws, price), and nothing else. */
export async function expectCartLines(page: Page, lang: Lang, lines: ReadonlyArray<ShownLine>): Promise<void> {
  const w = WORDS[lang];
  const shown = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect(shown).toHaveCount(lines.length);
  for (const [position, expected] of lines.entries()) {
    const line = shown.nth(position);
    await expect(fact(line, w.cart.item.draws)).toHaveText(String(expected.draws));
    await expect(fact(line, w.cart.item.price)).toHaveText(exactly(money(expected.fils, lang)));
    await expect(fact(line, w.cart.item.entries)).toHaveText(String(expected.boards.length));
    for (const [index, numbers] of expected.boards.entries()) {
      const board = line.getByRole("list", { name: fill(w.common.board.label, { entry: entryName(lang, index + 1) }) });
      expect(await boardNumbers(board)).toEqual(numbers);
    }
  }
}

/** Quick pick for ENTRY 1 of the open game page, `draws` draws, Add to cart; the entry's numbers. */
export async function addOneQuickPick(page: Page, lang: Lang, draws: number): Promise<string[]> {
  const w = WORDS[lang].play;
  const main = page.getByRole("main");
  await main.getByRole("button", { name: fill(w.entry.quickPickLabel, { entry: entryName(lang, 1) }) }).click();
  await main.getByRole("button", { name: fill(w.entry.doneLabel, { entry: entryName(lang, 1) }) }).click();
  await setDraws(page, lang, draws);
  const [numbers = []] = await entryBoards(page, lang, 1);
  await main.getByRole("button", { name: w.addToCart, exact: true }).click();
  await expect(cartLink(page, lang, 1)).toBeVisible();
  return numbers;
}
