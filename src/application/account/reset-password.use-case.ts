import type { PhoneCredentials } from "@/application/ports/auth-gateway.port";
import type { PasswordGatewayPort } from "@/application/ports/password-gateway.port";
import type { Remote } from "@/application/ports/remote-result";

export interface ResetPasswordInput extends PhoneCredentials {
  readonly otp: string;
  /** Already checked against SPEC §5: the password rules, and the confirmation matches. */
  readonly password: string;
}

/** SPEC §2 /forgot-password, last step: the code and the new password (confirmed, SPEC §5). */
export class ResetPasswordUseCase {
  constructor(private readonly passwords: PasswordGatewayPort) {}

  execute(input: ResetPasswordInput): Remote<void> {
    return this.passwords.resetPassword({ ...input, passwordConfirmation: input.password });
  }
}
