import "@/ui/forms/form.css";
import { useId } from "react";
import { validateResetPassword } from "@/domain/validation/change-password.schema";
import { Button } from "@/ui/components/button";
import { PasswordField } from "@/ui/components/password-field";
import { ErrorSummary } from "@/ui/forms/error-summary";
import type { SubmitOutcome } from "@/ui/forms/form-errors";
import { checkErrors } from "@/ui/forms/schema-errors";
import { useForm } from "@/ui/forms/use-form";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { PasswordChecklist } from "@/ui/forms/password-checklist";

export const RESET_FIELDS = { password: "password", password_confirmation: "confirmPassword" } as const;

export interface NewPasswordFormProps {
  readonly onSubmit: (password: string) => Promise<SubmitOutcome | void>;
  /** The form's mutation is on its way (its isPending): the button is busy and a submit does nothing. */
  readonly pending?: boolean;
  /** The password typed before a wrong code sent the player back a step (both fields). */
  readonly initialPassword?: string;
}

/** SPEC §2 /forgot-password, last step: the password rules and "Password not match" (SPEC §5). */
export function NewPasswordForm({ onSubmit, pending = false, initialPassword = "" }: NewPasswordFormProps) {
  const { LL } = useI18nContext();
  const checklistId = useId();
  const form = useForm({
    pending,
    initial: { password: initialPassword, confirmPassword: initialPassword },
    validate: checkErrors(validateResetPassword),
    submit: (values) => onSubmit(values.password),
  });
  return (
    <form className="form" noValidate onSubmit={form.onSubmit} aria-busy={form.pending}>
      <ErrorSummary
        form={form}
        fields={[
          ["password", LL.account.forgot.newPassword()],
          ["confirmPassword", LL.account.forgot.confirmPassword()],
        ]}
      />
      <PasswordField
        id={form.idOf("password")}
        label={LL.account.forgot.newPassword()}
        value={form.values.password}
        onChange={(text) => form.set("password", text)}
        errorMessage={form.errorOf("password")}
        autoComplete="new-password"
        enterKeyHint="next"
        aria-describedby={checklistId}
        isRequired
      />
      <PasswordChecklist id={checklistId} password={form.values.password} />
      <PasswordField
        id={form.idOf("confirmPassword")}
        label={LL.account.forgot.confirmPassword()}
        value={form.values.confirmPassword}
        onChange={(text) => form.set("confirmPassword", text)}
        errorMessage={form.errorOf("confirmPassword")}
        autoComplete="new-password"
        enterKeyHint="go"
        isRequired
      />
      <div className="form__actions">
        <Button type="submit" isPending={form.pending}>
          {form.pending ? LL.account.form.sending() : LL.account.forgot.submit()}
        </Button>
      </div>
    </form>
  );
}
