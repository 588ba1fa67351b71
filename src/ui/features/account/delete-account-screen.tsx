import { useMutation } from "@tanstack/react-query";
import { useContainer } from "@/ui/di/container-context";
import { useOutcome } from "@/ui/forms/use-outcome";
import { deleteAccountMutation } from "@/ui/queries/account.mutations";
import { DeleteAccountForm } from "./delete-account-form";

/** SPEC §2 /delete-account (login required): on success the logout use case ends at /login. */
export function DeleteAccountScreen() {
  const remove = useMutation(deleteAccountMutation(useContainer()));
  const outcome = useOutcome();
  return (
    <DeleteAccountForm
      deleting={remove.isPending}
      onDelete={async (password) => outcome(await remove.mutateAsync({ password }), { password: "password" })}
    />
  );
}
