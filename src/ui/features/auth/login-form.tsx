import "@/ui/forms/form.css";
import { LoginForm as LoginSchema } from "@/domain/validation/registration.schema";
import type { PhoneCredentials } from "@/application/ports/auth-gateway.port";
import { Button } from "@/ui/components/button";
import { PasswordField } from "@/ui/components/password-field";
import { DEFAULT_CALLING_CODE } from "@/ui/forms/countries";
import { ErrorSummary } from "@/ui/forms/error-summary";
import type { SubmitOutcome } from "@/ui/forms/form-errors";
import { schemaErrors } from "@/ui/forms/schema-errors";
import { useForm } from "@/ui/forms/use-form";
import { PhoneFields } from "@/ui/forms/phone-fields";
import { useI18nContext } from "@/ui/i18n/i18n-react";

export interface LoginValues {
  readonly countryCode: string;
  readonly phone: string;
  readonly password: string;
}

/** The API's names of the sign-in fields (docs/api-design.md: a wrong password is a 422 on it). */
export const LOGIN_FIELDS = { calling_code: "countryCode", phone: "phone", password: "password" } as const;

export interface LoginFormProps {
  readonly onSubmit: (values: LoginValues) => Promise<SubmitOutcome | void>;
  /** The form's mutation is on its way (its isPending): the button is busy and a submit does nothing. */
  readonly pending?: boolean;
  /** The phone typed on another of the account forms (usePhoneCarry). */
  readonly initialPhone?: PhoneCredentials | undefined;
  /** Told the calling code and number as they change. */
  readonly onPhoneChange?: (phone: PhoneCredentials) => void;
}

/** SPEC §2 /login: phone and password; SPEC §5 "Please enter password". */
export function LoginForm({ onSubmit, pending = false, initialPhone, onPhoneChange }: LoginFormProps) {
  const { LL } = useI18nContext();
  const form = useForm<LoginValues>({
    pending,
    initial: { countryCode: initialPhone?.callingCode ?? DEFAULT_CALLING_CODE, phone: initialPhone?.phone ?? "", password: "" },
    validate: schemaErrors(LoginSchema),
    submit: onSubmit,
  });
  const { values, set } = form;
  return (
    <form className="form" noValidate onSubmit={form.onSubmit} aria-busy={form.pending}>
      <ErrorSummary
        form={form}
        fields={[
          ["countryCode", LL.account.phone.callingCode()],
          ["phone", LL.account.phone.number()],
          ["password", LL.account.password.label()],
        ]}
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
        autoComplete="current-password"
        enterKeyHint="go"
        isRequired
      />
      <div className="form__actions">
        <Button type="submit" isPending={form.pending}>
          {form.pending ? LL.account.form.sending() : LL.account.login.submit()}
        </Button>
      </div>
    </form>
  );
}
