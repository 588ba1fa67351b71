import "@/ui/forms/form.css";
import type { Fils } from "@/domain/money/money";
import type { AddCreditInput } from "@/application/wallet/add-credit.use-case";
import { RadioGroup } from "@/ui/components/radio-group";
import { ErrorSummary } from "@/ui/forms/error-summary";
import { formatMoney } from "@/ui/i18n/format";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import type { TranslationFunctions } from "@/ui/i18n/i18n-types";
import { amountError, amountFils } from "./amount-errors";
import { AmountField } from "./amount-field";
import { MoveConfirmation } from "./move-confirmation";
import { type MoveResult, useConfirmedForm } from "./use-confirmed-form";

type Method = AddCreditInput["paymentMethod"];

/** Brand names stay as they are in every language; the card is described in words. */
export const methodLabel = (LL: TranslationFunctions, method: Method): string =>
  method === "card" ? LL.wallet.card() : method === "apple_pay" ? "Apple Pay" : "Google Pay";

export interface AddCreditFormProps {
  readonly onMove: (input: { readonly amount: Fils; readonly paymentMethod: Method }) => Promise<MoveResult>;
  /** The move is on its way (its mutation's isPending): a confirm does nothing, Review is busy. */
  readonly moving?: boolean;
}

/** SPEC §1 wallet: add credit (/wallet?step=2), confirmed before paying. */
export function AddCreditForm({ onMove, moving = false }: AddCreditFormProps) {
  const { LL, locale } = useI18nContext();
  const flow = useConfirmedForm({
    moving,
    initial: { amount: "", method: "card" as Method },
    validate: (values) => {
      const amount = amountError(LL, locale, values.amount);
      return amount === undefined ? {} : { amount };
    },
    move: (values) => onMove({ amount: amountFils(values.amount), paymentMethod: values.method }),
  });
  const { form } = flow;
  const ready = amountError(LL, locale, form.values.amount) === undefined;
  const question = ready
    ? LL.wallet.confirmAdd({
        amount: formatMoney(amountFils(form.values.amount), locale),
        method: methodLabel(LL, form.values.method),
      })
    : "";
  return (
    <form className="form" noValidate onSubmit={form.onSubmit} aria-busy={flow.moving}>
      <ErrorSummary form={form} fields={[["amount", LL.wallet.amount()]]} />
      <AmountField
        id={form.idOf("amount")}
        value={form.values.amount}
        onChange={(value) => form.set("amount", value)}
        errorMessage={form.errorOf("amount")}
      />
      <RadioGroup
        label={LL.wallet.paymentMethod()}
        value={form.values.method}
        onChange={(value) => form.set("method", value as Method)}
        options={(["card", "apple_pay", "google_pay"] as const).map((value) => ({ value, label: methodLabel(LL, value) }))}
      />
      <MoveConfirmation flow={flow} question={question} />
    </form>
  );
}
