import { Result } from "effect";
import type { Fils } from "@/domain/money/money";
import { walletAmount, walletLimits } from "@/application/wallet/wallet-amount";
import { formatMoney } from "@/ui/i18n/format";
import type { TranslationFunctions } from "@/ui/i18n/i18n-types";
import type { AppLocale } from "@/ui/i18n/locale";
import { shopCurrency } from "@/ui/i18n/shop-currency";

/** The amount's message in the user's language, or undefined when it may be sent. */
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
      return LL.wallet.amountInvalid();
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
