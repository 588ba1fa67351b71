import "@/ui/forms/form.css";
import { useId, useState } from "react";
import { validateChangePassword } from "@/domain/validation/change-password.schema";
import { Button } from "@/ui/components/button";
import { PasswordField } from "@/ui/components/password-field";
import { PasswordChecklist } from "@/ui/forms/password-checklist";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { ErrorSummary } from "@/ui/forms/error-summary";
import type { SubmitOutcome } from "@/ui/forms/form-errors";
import { checkErrors } from "@/ui/forms/schema-errors";
import { useForm } from "@/ui/forms/use-form";

export interface ChangePasswordValues {
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly confirmPassword: string;
}

const EMPTY: ChangePasswordValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** The API's names (docs/api-design.md: each rule is a 422 on its field). */
export const CHANGE_PASSWORD_FIELDS = {
  current_password: "currentPassword",
  password: "newPassword",
  password_confirmation: "confirmPassword",
} as const;

export interface ChangePasswordFormProps {
  readonly onSubmit: (values: ChangePasswordValues) => Promise<SubmitOutcome | void>;
  /** The form's mutation is on its way (its isPending): the button is busy and a submit does nothing. */
  readonly pending?: boolean;
}

/**
 * SPEC §2 /change-password with SPEC §5's rules: the password rules on the new one, "Passwords
 * are not the same" and "New password must be different from current password".
 */
export function ChangePasswordForm({ onSubmit, pending = false }: ChangePasswordFormProps) {
  const { LL } = useI18nContext();
  const checklistId = useId();
  const [done, setDone] = useState(false);
  const form = useForm({
    pending,
    initial: EMPTY,
    validate: checkErrors(validateChangePassword),
    submit: async (values) => {
      setDone(false);
      const outcome = await onSubmit(values);
      if (outcome) return outcome;
      setDone(true);
      form.reset(EMPTY);
    },
  });
  const field = (key: keyof ChangePasswordValues, label: string, autoComplete: "current-password" | "new-password") => (
    <PasswordField
      id={form.idOf(key)}
      label={label}
      value={form.values[key]}
      onChange={(text) => form.set(key, text)}
      errorMessage={form.errorOf(key)}
      autoComplete={autoComplete}
      isRequired
      {...(key === "newPassword" ? { "aria-describedby": checklistId } : {})}
    />
  );
  return (
    <form className="form" noValidate onSubmit={form.onSubmit} aria-busy={form.pending}>
      <ErrorSummary
        form={form}
        fields={[
          ["currentPassword", LL.account.changePassword.current()],
          ["newPassword", LL.account.changePassword.new()],
          ["confirmPassword", LL.account.changePassword.confirm()],
        ]}
      />
      {field("currentPassword", LL.account.changePassword.current(), "current-password")}
      {field("newPassword", LL.account.changePassword.new(), "new-password")}
      <PasswordChecklist id={checklistId} password={form.values.newPassword} />
      {field("confirmPassword", LL.account.changePassword.confirm(), "new-password")}
      <div className="form__actions">
        <Button type="submit" isPending={form.pending}>
          {form.pending ? LL.account.form.sending() : LL.account.changePassword.submit()}
        </Button>
      </div>
      <p role="status" className="form__status">
        {done ? LL.account.changePassword.done() : ""}
      </p>
    </form>
  );
}
