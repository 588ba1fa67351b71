import "@/ui/forms/form.css";
import type { Fils } from "@/domain/money/money";
import { isPlausiblePhone, isSamePhone } from "@/domain/validation/phone";
import { VALIDATION_KEYS as M } from "@/domain/validation/validation-messages";
import type { ShareCreditInput } from "@/application/wallet/share-credit.use-case";
import { TextField } from "@/ui/components/text-field";
import { DEFAULT_CALLING_CODE } from "@/ui/forms/countries";
import { ErrorSummary } from "@/ui/forms/error-summary";
import type { FormErrors } from "@/ui/forms/form-errors";
import { PhoneFields } from "@/ui/forms/phone-fields";
import { formatMoney, formatPhone } from "@/ui/i18n/format";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { amountError, amountFils } from "./amount-errors";
import { AmountField } from "./amount-field";
import { MoveConfirmation } from "./move-confirmation";
import { type MoveResult, useConfirmedForm } from "./use-confirmed-form";
import { isolatedText } from "@/ui/components/bidi";

interface ShareValues {
  readonly callingCode: string;
  readonly phone: string;
  readonly amount: string;
  readonly note: string;
}

const EMPTY: ShareValues = { callingCode: DEFAULT_CALLING_CODE, phone: "", amount: "", note: "" };

/** The API's field names (docs/api-design.md) → this form's. */
export const SHARE_FIELDS = { calling_code: "callingCode", phone: "phone", amount: "amount", note: "note" } as const;

export interface ShareCreditFormProps {
  readonly balance: Fils | null;
  readonly onMove: (input: ShareCreditInput) => Promise<MoveResult>;
  /** The move is on its way (its mutation's isPending): a confirm does nothing, Review is busy. */
  readonly moving?: boolean;
  /**
   * The player's own number, once the profile has come: sharing with it is refused here, in the
   * player's language, before the confirmation (the server refuses it too, in its own words).
   */
  readonly ownPhone?: { readonly callingCode: string; readonly phone: string } | undefined;
}

/** SPEC §1 wallet: share credit with another phone number (/wallet?step=3), never above the balance. */
export function ShareCreditForm({ balance, onMove, moving = false, ownPhone }: ShareCreditFormProps) {
  const { LL, locale } = useI18nContext();
  const validate = (values: ShareValues): FormErrors => {
    const errors: Record<string, string> = {};
    if (values.callingCode === "") errors["callingCode"] = M.countryCodeRequired;
    if (values.phone.trim() === "") errors["phone"] = M.phoneRequired;
    else if (!isPlausiblePhone(values.callingCode, values.phone)) errors["phone"] = LL.wallet.recipientInvalid();
    else if (ownPhone !== undefined && isSamePhone(values, ownPhone)) errors["phone"] = LL.wallet.recipientSelf();
    const amount = amountError(LL, locale, values.amount, balance);
    if (amount !== undefined) errors["amount"] = amount;
    return errors;
  };
  const flow = useConfirmedForm({
    moving,
    initial: EMPTY,
    validate,
    move: (values) => {
      const note = values.note.trim();
      return onMove({
        callingCode: values.callingCode,
        phone: values.phone,
        amount: amountFils(values.amount),
        ...(note === "" ? {} : { note }),
      });
    },
  });
  const { form } = flow;
  const question =
    Object.keys(validate(form.values)).length === 0
      ? LL.wallet.confirmShare({
          amount: formatMoney(amountFils(form.values.amount), locale),
          phone: isolatedText(formatPhone(form.values.callingCode, form.values.phone)),
        })
      : "";
  return (
    <form className="form" noValidate onSubmit={form.onSubmit} aria-busy={flow.moving}>
      <ErrorSummary
        form={form}
        fields={[
          ["callingCode", LL.account.phone.callingCode()],
          ["phone", LL.wallet.recipient()],
          ["amount", LL.wallet.amount()],
        ]}
      />
      <PhoneFields
        callingCode={form.values.callingCode}
        phone={form.values.phone}
        onCallingCodeChange={(code) => form.set("callingCode", code)}
        onPhoneChange={(phone) => form.set("phone", phone)}
        callingCodeId={form.idOf("callingCode")}
        phoneId={form.idOf("phone")}
        callingCodeError={form.errorOf("callingCode")}
        phoneError={form.errorOf("phone")}
        phoneLabel={LL.wallet.recipient()}
      />
      <AmountField
        id={form.idOf("amount")}
        value={form.values.amount}
        onChange={(value) => form.set("amount", value)}
        errorMessage={form.errorOf("amount")}
      />
      <TextField
        id={form.idOf("note")}
        label={LL.wallet.note()}
        description={LL.common.optional()}
        value={form.values.note}
        onChange={(value) => form.set("note", value)}
        errorMessage={form.errorOf("note")}
        maxLength={140}
      />
      <MoveConfirmation flow={flow} question={question} />
    </form>
  );
}
