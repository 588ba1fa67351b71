import { expect, test } from "@playwright/test";
import { at, dateTime, exactly, fill, money, LUCKY_DAY, pathOf, redeem, signedInWithOneLine, WORDS } from "./support";

const TEN_MINUTES_MS = 10 * 60_000;

/** Every way the app may print "now + 10 minutes" for a ban that started between `from` and `to`. */
const banTimes = (from: number, to: number): string[] => {
  const times = new Set<string>();
  for (let at = from; at <= to + 60_000; at += 30_000) times.add(dateTime(new Date(Math.min(at, to) + TEN_MINUTES_MS), "en"));
  return [...times];
};

/**
 * SPEC §8 voucher ban (docs/sandbox.md: the 3rd failure in a row bans for 10 minutes): the exact
 * message with the time it may be used again in the user's locale; the field keeps what was
 * typed; paying without a voucher still works.
 */
test("three wrong voucher codes ban vouchers for 10 minutes, and Pay still works", async ({ page }) => {
  const w = WORDS.en;
  await signedInWithOneLine(page, "en");
  await page.goto(at("en", "/checkout"));
  const field = page.getByRole("main").getByRole("textbox", { name: w.checkout.voucher.code });

  for (const code of ["WRONG1", "WRONG2"]) {
    await redeem(page, "en", code);
    await expect(field).toHaveAccessibleDescription(/invalid voucher code/i);
  }
  const from = Date.now();
  await redeem(page, "en", "WRONG3");
  await expect(field).toHaveAccessibleDescription(/banned/);
  const to = Date.now();

  const expected = banTimes(from, to).map((time) => fill(w.errors.voucherBanned10Minutes, { time }));
  // The field is described by the message, word for word (SPEC §8), whichever minute the ban began in.
  await expect(field).toHaveAccessibleDescription(
    new RegExp(expected.map((text) => exactly(text).source.slice(1, -1)).join("|"), "u"),
  );
  await expect(
    page
      .getByRole("main")
      .getByText(exactly(expected[0] ?? ""))
      .or(page.getByRole("main").getByText(exactly(expected.at(-1) ?? ""))),
  ).toBeVisible();
  await expect(field).toHaveValue("WRONG3");

  await page.getByRole("main").getByRole("button", { name: w.checkout.payment.pay, exact: true }).click();
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe("/thank-you");
  await expect(
    page
      .getByRole("main")
      .getByText(exactly(money(LUCKY_DAY.price_fils, "en")))
      .first(),
  ).toBeVisible();
});
