import "@/ui/forms/form.css";
import { Schema } from "effect";
import { RegistrationForm } from "@/domain/validation/registration.schema";
import { Button } from "@/ui/components/button";
import type { PhoneCredentials } from "@/application/ports/auth-gateway.port";
import { DEFAULT_CALLING_CODE } from "@/ui/forms/countries";
import { ErrorSummary } from "@/ui/forms/error-summary";
import type { SubmitOutcome } from "@/ui/forms/form-errors";
import { schemaErrors } from "@/ui/forms/schema-errors";
import { useForm } from "@/ui/forms/use-form";
import { PhoneFields } from "@/ui/forms/phone-fields";
import { useI18nContext } from "@/ui/i18n/i18n-react";

/** SPEC §5: the calling code and phone rules of the registration form, on their own. */
const PhoneOnly = Schema.Struct({
  countryCode: RegistrationForm.fields.countryCode,
  phone: RegistrationForm.fields.phone,
});

export const PHONE_FIELDS = { calling_code: "countryCode", phone: "phone" } as const;

export interface PhoneFormProps {
  readonly initial?: PhoneCredentials;
  readonly submitLabel: string;
  readonly onSubmit: (phone: PhoneCredentials) => Promise<SubmitOutcome | void>;
  /** The form's mutation is on its way (its isPending): the button is busy and a submit does nothing. */
  readonly pending?: boolean;
  /** Told the calling code and number as they change (usePhoneCarry). */
  readonly onPhoneChange?: (phone: PhoneCredentials) => void;
}

/** A phone number on its own (SPEC §2 /forgot-password, step 1). */
export function PhoneForm({ initial, submitLabel, onSubmit, pending = false, onPhoneChange }: PhoneFormProps) {
  const { LL } = useI18nContext();
  const form = useForm({
    pending,
    initial: { countryCode: initial?.callingCode ?? DEFAULT_CALLING_CODE, phone: initial?.phone ?? "" },
    validate: schemaErrors(PhoneOnly),
    submit: (values) => onSubmit({ callingCode: values.countryCode, phone: values.phone }),
  });
  return (
    <form className="form" noValidate onSubmit={form.onSubmit} aria-busy={form.pending}>
      <ErrorSummary
        form={form}
        fields={[
          ["countryCode", LL.account.phone.callingCode()],
          ["phone", LL.account.phone.number()],
        ]}
      />
      <PhoneFields
        callingCode={form.values.countryCode}
        phone={form.values.phone}
        onCallingCodeChange={(code) => form.set("countryCode", code)}
        onPhoneChange={(phone) => form.set("phone", phone)}
        onTyped={onPhoneChange}
        callingCodeId={form.idOf("countryCode")}
        phoneId={form.idOf("phone")}
        callingCodeError={form.errorOf("countryCode")}
        phoneError={form.errorOf("phone")}
        phoneEnterKeyHint="go"
      />
      <div className="form__actions">
        <Button type="submit" isPending={form.pending}>
          {form.pending ? LL.account.form.sending() : submitLabel}
        </Button>
      </div>
    </form>
  );
}
