import type { RetryLater } from "@/application/ports/api-errors";
import type { PhoneCredentials } from "@/application/ports/auth-gateway.port";
import type { PasswordGatewayPort } from "@/application/ports/password-gateway.port";
import type { OtpPending } from "@/application/ports/registration-gateway.port";
import type { Remote } from "@/application/ports/remote-result";

/**
 * SPEC §2 /forgot-password, step 1: a code is sent to the phone. The server answers the same
 * whether or not the phone has an account (docs/api-design.md), so nobody can list customers.
 */
export class RequestPasswordResetUseCase {
  constructor(private readonly passwords: PasswordGatewayPort) {}

  execute(input: PhoneCredentials): Remote<OtpPending, RetryLater> {
    return this.passwords.forgotPassword(input);
  }
}
