import "@/ui/forms/form.css";
import type { Fils } from "@/domain/money/money";
import { ErrorSummary } from "@/ui/forms/error-summary";
import { formatMoney } from "@/ui/i18n/format";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { amountError, amountFils } from "./amount-errors";
import { AmountField } from "./amount-field";
import { MoveConfirmation } from "./move-confirmation";
import { type MoveResult, useConfirmedForm } from "./use-confirmed-form";

export interface WithdrawFormProps {
  readonly balance: Fils | null;
  readonly onMove: (input: { readonly amount: Fils }) => Promise<MoveResult>;
  /** The move is on its way (its mutation's isPending): a confirm does nothing, Review is busy. */
  readonly moving?: boolean;
}

/** SPEC §1 wallet: withdraw to the card used last (/wallet?step=4), within the balance. */
export function WithdrawForm({ balance, onMove, moving = false }: WithdrawFormProps) {
  const { LL, locale } = useI18nContext();
  const check = (text: string) => amountError(LL, locale, text, balance);
  const flow = useConfirmedForm({
    moving,
    initial: { amount: "" },
    validate: (values) => {
      const amount = check(values.amount);
      return amount === undefined ? {} : { amount };
    },
    move: (values) => onMove({ amount: amountFils(values.amount) }),
  });
  const { form } = flow;
  const question =
    check(form.values.amount) === undefined
      ? LL.wallet.confirmWithdraw({ amount: formatMoney(amountFils(form.values.amount), locale) })
      : "";
  return (
    <form className="form" noValidate onSubmit={form.onSubmit} aria-busy={flow.moving}>
      <p className="form__note">{LL.wallet.withdrawHint()}</p>
      <ErrorSummary form={form} fields={[["amount", LL.wallet.amount()]]} />
      <AmountField
        id={form.idOf("amount")}
        value={form.values.amount}
        onChange={(value) => form.set("amount", value)}
        errorMessage={form.errorOf("amount")}
      />
      <MoveConfirmation flow={flow} question={question} />
    </form>
  );
}
