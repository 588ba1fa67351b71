import { Result } from "effect";
import type { Fils } from "@/domain/money/money";
import { walletAmount, WALLET_MAX, WALLET_MIN } from "@/application/wallet/wallet-amount";
import { formatMoney } from "@/ui/i18n/format";
import type { TranslationFunctions } from "@/ui/i18n/i18n-types";
import type { AppLocale } from "@/ui/i18n/locale";

/** The amount's message in the user's language, or undefined when it may be sent. */
export const amountError = (LL: TranslationFunctions, locale: AppLocale, text: string, balance?: Fils | null): string | undefined => {
  const checked = walletAmount(text, balance);
  if (Result.isSuccess(checked)) return undefined;
  switch (checked.failure) {
    case "required":
      return LL.wallet.amountRequired();
    case "malformed":
      return LL.wallet.amountInvalid();
    case "outOfRange":
      return LL.wallet.amountRange({ min: formatMoney(WALLET_MIN, locale), max: formatMoney(WALLET_MAX, locale) });
    case "overBalance":
      return LL.wallet.amountOverBalance({ balance: formatMoney(balance ?? 0, locale) });
  }
};

/** The amount as fils; only called once amountError said the text is fine. */
export const amountFils = (text: string): Fils => {
  const checked = walletAmount(text);
  if (Result.isFailure(checked)) throw new Error(`amountFils on an unchecked amount: ${checked.failure}`);
  return checked.success;
};
