import "./auth.css";
import "@/ui/forms/form.css";
import { useId } from "react";
import { RegistrationForm } from "@/domain/validation/registration.schema";
import type { PhoneCredentials } from "@/application/ports/auth-gateway.port";
import { Button } from "@/ui/components/button";
import { Checkbox } from "@/ui/components/checkbox";
import { PasswordField } from "@/ui/components/password-field";
import { TextField } from "@/ui/components/text-field";
import { DEFAULT_CALLING_CODE } from "@/ui/forms/countries";
import { ErrorSummary } from "@/ui/forms/error-summary";
import type { SubmitOutcome } from "@/ui/forms/form-errors";
import { schemaErrors } from "@/ui/forms/schema-errors";
import { useForm } from "@/ui/forms/use-form";
import { PhoneFields } from "@/ui/forms/phone-fields";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { PasswordChecklist } from "@/ui/forms/password-checklist";

/** SPEC §3 Registration form. */
export interface RegisterValues {
  readonly fullName: string;
  readonly countryCode: string;
  readonly phone: string;
  readonly password: string;
  readonly accept: boolean;
}

export const EMPTY_REGISTRATION: RegisterValues = {
  fullName: "",
  countryCode: DEFAULT_CALLING_CODE,
  phone: "",
  password: "",
  accept: false,
};

/** The API's names for the sign-up fields (docs/api-design.md), for the server's 422 messages. */
export const SIGN_UP_FIELDS = {
  full_name: "fullName",
  calling_code: "countryCode",
  phone: "phone",
  password: "password",
} as const;

export interface RegisterFormProps {
  readonly onSubmit: (values: RegisterValues) => Promise<SubmitOutcome | void>;
  /** The form's mutation is on its way (its isPending): the button is busy and a submit does nothing. */
  readonly pending?: boolean;
  readonly initial?: RegisterValues;
  /** Told the calling code and number as they change (usePhoneCarry). */
  readonly onPhoneChange?: (phone: PhoneCredentials) => void;
}

/** SPEC §2 /register with every SPEC §5 registration message beside its field. */
export function RegisterForm({ onSubmit, initial = EMPTY_REGISTRATION, pending = false, onPhoneChange }: RegisterFormProps) {
  const { LL } = useI18nContext();
  const checklistId = useId();
  const form = useForm({ pending, initial, validate: schemaErrors(RegistrationForm), submit: onSubmit });
  const { values, set } = form;
  return (
    <form className="form" noValidate onSubmit={form.onSubmit} aria-busy={form.pending}>
      <ErrorSummary
        form={form}
        fields={[
          ["fullName", LL.account.register.fullName()],
          ["countryCode", LL.account.phone.callingCode()],
          ["phone", LL.account.phone.number()],
          ["password", LL.account.password.label()],
          ["accept", LL.account.register.accept()],
        ]}
      />
      <TextField
        id={form.idOf("fullName")}
        label={LL.account.register.fullName()}
        value={values.fullName}
        onChange={(text) => set("fullName", text)}
        errorMessage={form.errorOf("fullName")}
        autoComplete="name"
        enterKeyHint="next"
        isRequired
      />
      <PhoneFields
        callingCode={values.countryCode}
        phone={values.phone}
        onCallingCodeChange={(code) => set("countryCode", code)}
        onPhoneChange={(phone) => set("phone", phone)}
        onTyped={onPhoneChange}
        callingCodeId={form.idOf("countryCode")}
        phoneId={form.idOf("phone")}
        callingCodeError={form.errorOf("countryCode")}
        phoneError={form.errorOf("phone")}
      />
      <PasswordField
        id={form.idOf("password")}
        label={LL.account.password.label()}
        value={values.password}
        onChange={(text) => set("password", text)}
        errorMessage={form.errorOf("password")}
        autoComplete="new-password"
        enterKeyHint="done"
        aria-describedby={checklistId}
        isRequired
      />
      <PasswordChecklist id={checklistId} password={values.password} />
      <Checkbox
        id={form.idOf("accept")}
        isSelected={values.accept}
        onChange={(accepted) => set("accept", accepted)}
        errorMessage={form.errorOf("accept")}
      >
        {LL.account.register.accept()}
      </Checkbox>
      <div className="form__actions">
        <Button type="submit" isPending={form.pending}>
          {form.pending ? LL.account.form.sending() : LL.account.register.submit()}
        </Button>
      </div>
    </form>
  );
}
