import { Result, Schema } from "effect";
import { LoginPassword, SignUpPassword } from "@/domain/validation/password.schema";
import { type FieldErrors, validate } from "@/domain/validation/validate";
import { VALIDATION_KEYS as M } from "@/domain/validation/validation-messages";

/**
 * SPEC §5 change password: the new password follows the sign-up rules, the confirmation must match it
 * ("Passwords are not the same") and it must differ from the current one ("New password must be
 * different from current password"). Cross-field rules run once every field is valid on its own.
 */
export const ChangePasswordForm = Schema.Struct({
  currentPassword: LoginPassword,
  newPassword: SignUpPassword,
  confirmPassword: LoginPassword,
}).check(
  Schema.makeFilter((form) => {
    const issues: Array<Schema.FilterIssue> = [];
    if (form.newPassword === form.currentPassword) {
      issues.push({ path: ["newPassword"], issue: M.passwordMustDiffer });
    }
    if (form.confirmPassword !== form.newPassword) {
      issues.push({ path: ["confirmPassword"], issue: M.passwordsNotSame });
    }
    return issues;
  }),
);
export type ChangePasswordForm = typeof ChangePasswordForm.Type;

/** SPEC §5 reset password: the confirmation must match ("Password not match"). */
export const ResetPasswordForm = Schema.Struct({
  password: SignUpPassword,
  confirmPassword: LoginPassword,
}).check(
  Schema.makeFilter((form) =>
    form.confirmPassword === form.password ? undefined : { path: ["confirmPassword"], issue: M.passwordNotMatch },
  ),
);
export type ResetPasswordForm = typeof ResetPasswordForm.Type;

/** A form's field as typed: the text, or "" for anything else. */
const typed = (input: unknown, field: string): string => {
  const value = typeof input === "object" && input !== null ? (input as Record<string, unknown>)[field] : undefined;
  return typeof value === "string" ? value : "";
};

/**
 * The schema's answer, with the cross-field rules also said while a field breaks its own rule: the
 * schema runs them only once every field is valid alone, so "weak" and "weak2" were told the
 * password rules, and only after those were met that the two did not match. A field's own message
 * comes first (an empty confirmation is required, not "not the same"); the rules read what was
 * typed (an empty current password is nothing to be "the same" as).
 */
const withCrossFieldRules = <A>(
  checked: Result.Result<A, FieldErrors>,
  crossField: Readonly<Record<string, boolean>>,
  messages: FieldErrors,
): Result.Result<A, FieldErrors> => {
  if (Result.isSuccess(checked)) return checked;
  const errors: Record<string, (typeof messages)[string]> = {};
  for (const [field, broken] of Object.entries(crossField)) {
    const message = messages[field];
    if (broken && message !== undefined) errors[field] = message;
  }
  return Result.fail({ ...errors, ...checked.failure });
};

/** SPEC §5 change password, every message at once (withCrossFieldRules). */
export const validateChangePassword = (input: unknown): Result.Result<ChangePasswordForm, FieldErrors> => {
  const [current, next, confirm] = [
    typed(input, "currentPassword"),
    typed(input, "newPassword"),
    typed(input, "confirmPassword"),
  ];
  return withCrossFieldRules(
    validate(ChangePasswordForm, input),
    { newPassword: next !== "" && next === current, confirmPassword: confirm !== "" && confirm !== next },
    { newPassword: M.passwordMustDiffer, confirmPassword: M.passwordsNotSame },
  );
};

/** SPEC §5 reset password, every message at once (withCrossFieldRules). */
export const validateResetPassword = (input: unknown): Result.Result<ResetPasswordForm, FieldErrors> => {
  const [password, confirm] = [typed(input, "password"), typed(input, "confirmPassword")];
  return withCrossFieldRules(
    validate(ResetPasswordForm, input),
    { confirmPassword: confirm !== "" && confirm !== password },
    { confirmPassword: M.passwordNotMatch },
  );
};
