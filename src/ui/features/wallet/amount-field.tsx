import { walletLimits } from "@/application/wallet/wallet-amount";
import { TextField } from "@/ui/components/text-field";
import { useNumericEntry } from "@/ui/forms/numeric-entry";
import { formatMoney } from "@/ui/i18n/format";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { shopCurrency } from "@/ui/i18n/shop-currency";

export interface AmountFieldProps {
  readonly id: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly errorMessage: string | undefined;
}

/**
 * SPEC §5 numeric input in decimal mode: digits with at most one decimal point are kept. Arabic-Indic,
 * Persian and full-width digits become 0–9 and the Arabic decimal separator "٫" a "."; in Indonesian
 * the decimal comma ("10,50") is the point too, as the amounts in the hint are written that way.
 */
export function AmountField({ id, value, onChange, errorMessage }: AmountFieldProps) {
  const { LL, locale } = useI18nContext();
  const limits = walletLimits(shopCurrency().exponent);
  const amount = useNumericEntry("decimal", { decimalComma: locale === "id" });
  return (
    <TextField
      id={id}
      label={LL.wallet.amount()}
      description={amount.describe(
        LL.wallet.amountHint({ min: formatMoney(limits.min, locale), max: formatMoney(limits.max, locale) }),
      )}
      value={value}
      onChange={(text) => onChange(amount.take(text))}
      errorMessage={errorMessage}
      inputMode="decimal"
      autoComplete="off"
      enterKeyHint="done"
      isRequired
    />
  );
}
