import { ACCOUNT_TOKENS } from "@/application/account/account.tokens";
import { useInjection } from "@/ui/di/container-context";
import { DeleteAccountForm } from "./delete-account-form";
import { useOutcome } from "@/ui/forms/use-outcome";

/** SPEC §2 /delete-account (login required): on success the logout use case ends at /login. */
export function DeleteAccountScreen() {
  const remove = useInjection(ACCOUNT_TOKENS.deleteAccount);
  const outcome = useOutcome();
  return (
    <DeleteAccountForm onDelete={async (password) => outcome(await remove.execute({ password }), { password: "password" })} />
  );
}
