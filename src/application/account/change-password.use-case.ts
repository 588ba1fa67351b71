import type { PasswordGatewayPort } from "@/application/ports/password-gateway.port";
import type { Remote } from "@/application/ports/remote-result";

/** SPEC §3/§5 change-password form, already valid: the new password differs and is confirmed. */
export interface ChangePasswordInput {
  readonly currentPassword: string;
  readonly newPassword: string;
}

/** SPEC §2 /change-password. A wrong current password comes back as a 422 on `current_password`. */
export class ChangePasswordUseCase {
  constructor(private readonly passwords: PasswordGatewayPort) {}

  execute(input: ChangePasswordInput): Remote<void> {
    return this.passwords.changePassword({
      currentPassword: input.currentPassword,
      password: input.newPassword,
      passwordConfirmation: input.newPassword,
    });
  }
}
