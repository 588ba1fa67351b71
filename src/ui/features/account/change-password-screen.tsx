import { useMutation } from "@tanstack/react-query";
import { useContainer } from "@/ui/di/container-context";
import { useOutcome } from "@/ui/forms/use-outcome";
import { changePasswordMutation } from "@/ui/queries/account.mutations";
import { CHANGE_PASSWORD_FIELDS, ChangePasswordForm } from "./change-password-form";

/** SPEC §2 /change-password (login required), over its mutation. */
export function ChangePasswordScreen() {
  const change = useMutation(changePasswordMutation(useContainer()));
  const outcome = useOutcome();
  return (
    <ChangePasswordForm
      pending={change.isPending}
      onSubmit={async (values) => outcome(await change.mutateAsync(values), CHANGE_PASSWORD_FIELDS)}
    />
  );
}
