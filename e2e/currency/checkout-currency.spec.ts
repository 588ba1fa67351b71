import { expect, test } from "@playwright/test";
import { currencyExponent } from "../../src/domain/money/currency";
import { majorToMinor } from "../../src/domain/money/money";
import { formatMoney } from "../../src/ui/i18n/format";
import { at, cartLink, exactly, fact, LUCKY_DAY, orderSummary, pathOf, signedInWithOneLine, WORDS } from "../play/support";

/**
 * SPEC §1 currency: the checkout of a build made with VITE_CURRENCY (docs/domain.md, "Currency
 * exponent"). `npm run test:e2e:currency` builds with VITE_CURRENCY=KWD and runs this spec with
 * E2E_CURRENCY=KWD; in the ordinary (AED) e2e run it checks AED. The sandbox answers in major
 * units (price "35.00", balance "1,234.50"); a KWD build holds them as 35.000 and 1,234.500 and
 * must never show 1,234.50 as 123.450.
 */
const CURRENCY = process.env["E2E_CURRENCY"] ?? "AED";
const exponent = currencyExponent(CURRENCY);
const shown = (major: number): RegExp => exactly(formatMoney(majorToMinor(major, exponent), "en", CURRENCY));

const PRICE = LUCKY_DAY.price_fils / 100;
const BALANCE = 1234.5;

test(`the checkout, the thank-you page and the header in ${CURRENCY}`, async ({ page }) => {
  const w = WORDS.en;
  await signedInWithOneLine(page, "en");
  await cartLink(page, "en", 1).click();
  await expect.poll(() => pathOf(page)).toBe(at("en", "/checkout"));
  const main = page.getByRole("main");

  const line = main.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect(fact(line, w.cart.item.price)).toHaveText(shown(PRICE));
  const summary = orderSummary(page, "en");
  await expect(fact(summary, w.cart.summary.total)).toHaveText(shown(PRICE));
  await expect(fact(summary, w.cart.summary.balance)).toHaveText(shown(BALANCE));
  await expect(fact(summary, w.cart.summary.amountOwed)).toHaveText(shown(0));
  await expect(page.getByRole("banner").getByText(shown(BALANCE)).first()).toBeVisible();
  // A KWD build read with AED's 2 decimals would show the balance ten times too small.
  await expect(page.getByText(/123[.,]450/)).toHaveCount(0);

  await main.getByRole("button", { name: w.checkout.payment.pay, exact: true }).click();
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(at("en", "/thank-you"));
  const receipt = w.checkout.receipt;
  await expect(fact(main, receipt.amountPaid)).toHaveText(shown(PRICE));
  await expect(fact(main, receipt.newBalance)).toHaveText(shown(BALANCE - PRICE));
  await expect(
    page
      .getByRole("banner")
      .getByText(shown(BALANCE - PRICE))
      .first(),
  ).toBeVisible();
});
