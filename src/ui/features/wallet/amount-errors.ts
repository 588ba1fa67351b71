import { Result } from "effect";
import type { Fils } from "@/domain/money/money";
import { walletAmount, walletLimits } from "@/application/wallet/wallet-amount";
import { formatMoney } from "@/ui/i18n/format";
import type { TranslationFunctions } from "@/ui/i18n/i18n-types";
import { intlLocale, type AppLocale } from "@/ui/i18n/locale";
import { shopCurrency } from "@/ui/i18n/shop-currency";

/** Thousands grouped with points, as an Indonesian page writes them ("1.000", "10.000"). */
const GROUPED_WITH_POINTS = /^\d{1,3}(?:\.\d{3})+$/;

/** The page's numbers group thousands with a point (Indonesian: "10.000,00"). */
const groupsWithPoint = (locale: AppLocale): boolean =>
  new Intl.NumberFormat(intlLocale(locale)).formatToParts(10_000).some((part) => part.type === "group" && part.value === ".");

/**
 * The amount's message in the user's language, or undefined when it may be sent. "1.000" typed on
 * a page that writes a thousand that way is a thousand to the player and 1 with three decimals to
 * the field (SPEC §5: one decimal point): it is refused, never read as either, and told how to
 * write it ("1000"), where "at most 2 decimals" left the player guessing.
 */
export const amountError = (
  LL: TranslationFunctions,
  locale: AppLocale,
  text: string,
  balance?: Fils | null,
): string | undefined => {
  const { exponent } = shopCurrency();
  const checked = walletAmount(text, balance, exponent);
  if (Result.isSuccess(checked)) return undefined;
  switch (checked.failure) {
    case "required":
      return LL.wallet.amountRequired();
    case "malformed":
      return groupsWithPoint(locale) && GROUPED_WITH_POINTS.test(text)
        ? LL.wallet.amountGrouped({ example: text.replaceAll(".", "") })
        : LL.wallet.amountInvalid();
    case "outOfRange":
      return LL.wallet.amountRange({
        min: formatMoney(walletLimits(exponent).min, locale),
        max: formatMoney(walletLimits(exponent).max, locale),
      });
    case "overBalance":
      return LL.wallet.amountOverBalance({ balance: formatMoney(balance ?? 0, locale) });
  }
};

/** The amount in minor units of the configured currency; only called once amountError said the text is fine. */
export const amountFils = (text: string): Fils => {
  const checked = walletAmount(text, undefined, shopCurrency().exponent);
  if (Result.isFailure(checked)) throw new Error(`amountFils on an unchecked amount: ${checked.failure}`);
  return checked.success;
};
