import "@/ui/forms/form.css";
import { normalizeDigits } from "@/domain/validation/numeric-input";
import { OtpForm as OtpSchema } from "@/domain/validation/otp.schema";
import { Button } from "@/ui/components/button";
import { isolated } from "@/ui/components/bidi";
import { TextField } from "@/ui/components/text-field";
import { ErrorSummary } from "@/ui/forms/error-summary";
import type { SubmitOutcome } from "@/ui/forms/form-errors";
import { schemaErrors } from "@/ui/forms/schema-errors";
import { useForm } from "@/ui/forms/use-form";
import { useI18nContext } from "@/ui/i18n/i18n-react";

export interface OtpFormProps {
  /** "+971 501234567", shown in the hint so the user knows where the code went. */
  readonly phone: string;
  readonly onSubmit: (otp: string) => Promise<SubmitOutcome | void>;
  /** The form's mutation is on its way (its isPending): the button is busy and a submit does nothing. */
  readonly pending?: boolean;
  readonly submitLabel?: string;
}

/**
 * The page's code field (autocomplete="one-time-code"): where focus goes when a new code was sent
 * and the "Send a new code" button that had it is gone (useFocusWhenLost).
 */
export const findCodeField = (): HTMLElement | null => document.querySelector<HTMLElement>('input[autocomplete="one-time-code"]');

/** The API's name of the code field, for a wrong code's 422 message. */
export const OTP_FIELDS = { otp: "otp" } as const;

/**
 * SPEC §5 OTP: exactly 6 characters, digits only, each with its own message. The field does not
 * drop other characters, so a mistyped code is explained rather than silently changed; Arabic-Indic,
 * Persian and full-width digits are shown and sent as 0–9 (SPEC §5 numeric input).
 */
export function OtpForm({ phone, onSubmit, submitLabel, pending = false }: OtpFormProps) {
  const { LL } = useI18nContext();
  const form = useForm({
    pending,
    initial: { otp: "" },
    validate: schemaErrors(OtpSchema),
    submit: (values) => onSubmit(normalizeDigits(values.otp.trim())),
  });
  return (
    <form className="form" noValidate onSubmit={form.onSubmit} aria-busy={form.pending}>
      <ErrorSummary form={form} fields={[["otp", LL.account.otp.label()]]} />
      <TextField
        id={form.idOf("otp")}
        label={LL.account.otp.label()}
        description={isolated((mark) => LL.account.otp.hint({ phone: mark(phone) }))}
        value={form.values.otp}
        onChange={(text) => form.set("otp", normalizeDigits(text))}
        errorMessage={form.errorOf("otp")}
        inputMode="numeric"
        autoComplete="one-time-code"
        enterKeyHint="go"
        isRequired
      />
      <div className="form__actions">
        <Button type="submit" isPending={form.pending}>
          {form.pending ? LL.account.form.sending() : (submitLabel ?? LL.account.otp.submit())}
        </Button>
      </div>
    </form>
  );
}
