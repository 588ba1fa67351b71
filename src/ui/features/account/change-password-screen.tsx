import { useMutation } from "@tanstack/react-query";
import { Result } from "effect";
import { refusesOnly } from "@/ui/forms/failure-outcome";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { useContainer } from "@/ui/di/container-context";
import { useOutcome } from "@/ui/forms/use-outcome";
import { changePasswordMutation } from "@/ui/queries/account.mutations";
import { CHANGE_PASSWORD_FIELDS, ChangePasswordForm } from "./change-password-form";

/** SPEC §2 /change-password (login required), over its mutation. */
export function ChangePasswordScreen() {
  const change = useMutation(changePasswordMutation(useContainer()));
  const outcome = useOutcome();
  const { LL } = useI18nContext();
  return (
    <ChangePasswordForm
      pending={change.isPending}
      onSubmit={async (values) => {
        const answer = await change.mutateAsync(values);
        // A 422 naming the current password alone: said in the player's words, beside it.
        if (Result.isFailure(answer) && refusesOnly(answer.failure, "current_password"))
          return { fieldErrors: { currentPassword: LL.account.changePassword.currentRefused() } };
        return outcome(answer, CHANGE_PASSWORD_FIELDS);
      }}
    />
  );
}
