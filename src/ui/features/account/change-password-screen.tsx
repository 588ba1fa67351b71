import { ACCOUNT_TOKENS } from "@/application/account/account.tokens";
import { useInjection } from "@/ui/di/container-context";
import { CHANGE_PASSWORD_FIELDS, ChangePasswordForm } from "./change-password-form";
import { useOutcome } from "@/ui/forms/use-outcome";

/** SPEC §2 /change-password (login required). */
export function ChangePasswordScreen() {
  const change = useInjection(ACCOUNT_TOKENS.changePassword);
  const outcome = useOutcome();
  return <ChangePasswordForm onSubmit={async (values) => outcome(await change.execute(values), CHANGE_PASSWORD_FIELDS)} />;
}
