import { Schema } from "effect";
import { LoginPassword, SignUpPassword } from "@/domain/validation/password.schema";
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
