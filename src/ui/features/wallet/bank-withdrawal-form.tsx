import "@/ui/forms/form.css";
import type { Fils } from "@/domain/money/money";
import { isValidIban, normalizeIban } from "@/domain/validation/iban";
import type { BankWithdrawalInput } from "@/application/wallet/bank-withdrawal.use-case";
import { TextField } from "@/ui/components/text-field";
import { ErrorSummary } from "@/ui/forms/error-summary";
import type { FormErrors } from "@/ui/forms/form-errors";
import { formatMoney } from "@/ui/i18n/format";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { amountError, amountFils } from "./amount-errors";
import { AmountField } from "./amount-field";
import { MoveConfirmation } from "./move-confirmation";
import { type MoveResult, useConfirmedForm } from "./use-confirmed-form";
import { isolatedText } from "@/ui/components/bidi";

interface BankValues {
  readonly iban: string;
  readonly holderName: string;
  readonly bankName: string;
  readonly amount: string;
}

const EMPTY: BankValues = { iban: "", holderName: "", bankName: "", amount: "" };

/** The API's field names (docs/api-design.md) → this form's. */
export const BANK_FIELDS = { iban: "iban", account_holder_name: "holderName", bank_name: "bankName", amount: "amount" } as const;

export interface BankWithdrawalFormProps {
  readonly balance: Fils | null;
  readonly onMove: (input: BankWithdrawalInput) => Promise<MoveResult>;
  /** The move is on its way (its mutation's isPending): a confirm does nothing, Review is busy. */
  readonly moving?: boolean;
}

/** SPEC §1 wallet: bank withdrawal — the IBAN checked with its mod-97 checksum, the holder, an amount within the balance. */
export function BankWithdrawalForm({ balance, onMove, moving = false }: BankWithdrawalFormProps) {
  const { LL, locale } = useI18nContext();
  const validate = (values: BankValues): FormErrors => {
    const errors: Record<string, string> = {};
    if (values.iban.trim() === "") errors["iban"] = LL.wallet.ibanRequired();
    else if (!isValidIban(values.iban)) errors["iban"] = LL.wallet.ibanInvalid();
    if (values.holderName.trim() === "") errors["holderName"] = LL.wallet.holderNameRequired();
    const amount = amountError(LL, locale, values.amount, balance);
    if (amount !== undefined) errors["amount"] = amount;
    return errors;
  };
  const flow = useConfirmedForm({
    moving,
    initial: EMPTY,
    validate,
    move: (values) =>
      onMove({
        amount: amountFils(values.amount),
        iban: values.iban,
        accountHolderName: values.holderName,
        bankName: values.bankName,
      }),
  });
  const { form } = flow;
  const v = form.values;
  const question =
    Object.keys(validate(v)).length === 0
      ? LL.wallet.confirmBank({
          amount: formatMoney(amountFils(v.amount), locale),
          // The IBAN and the holder's name keep their own order in an Arabic question (bidi.tsx).
          iban: isolatedText(normalizeIban(v.iban)),
          name: isolatedText(v.holderName.trim()),
        })
      : "";
  const text = (
    key: "iban" | "holderName" | "bankName",
    label: string,
    extra: { description?: string; autoComplete?: string; isRequired?: boolean },
  ) => (
    <TextField
      id={form.idOf(key)}
      label={label}
      value={v[key]}
      onChange={(value) => form.set(key, value)}
      errorMessage={form.errorOf(key)}
      {...extra}
    />
  );
  return (
    <form className="form" noValidate onSubmit={form.onSubmit} aria-busy={flow.moving}>
      <ErrorSummary
        form={form}
        fields={[
          ["iban", LL.wallet.iban()],
          ["holderName", LL.wallet.holderName()],
          ["amount", LL.wallet.amount()],
        ]}
      />
      {text("iban", LL.wallet.iban(), { description: LL.wallet.ibanHint(), autoComplete: "off", isRequired: true })}
      {text("holderName", LL.wallet.holderName(), { autoComplete: "name", isRequired: true })}
      {text("bankName", LL.wallet.bankName(), { description: LL.common.optional(), autoComplete: "organization" })}
      <AmountField
        id={form.idOf("amount")}
        value={v.amount}
        onChange={(value) => form.set("amount", value)}
        errorMessage={form.errorOf("amount")}
      />
      <MoveConfirmation flow={flow} question={question} />
    </form>
  );
}
