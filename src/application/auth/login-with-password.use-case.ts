import { Result } from "effect";
import type { Refused } from "@/application/ports/api-errors";
import type { AuthGatewayPort, PhoneCredentials } from "@/application/ports/auth-gateway.port";
import type { Remote } from "@/application/ports/remote-result";
import type { CompleteLoginUseCase } from "@/application/auth/complete-login.use-case";

export interface PasswordLoginInput extends PhoneCredentials {
  readonly password: string;
  readonly returnUrl?: string | null;
}

/**
 * SPEC §2 login page: the credentials (already checked against SPEC §5) go to the server; on
 * success the login completes (SPEC §4). Refused `otp_required` means the phone is not verified
 * yet and an OTP is on its way: the screen moves to the OTP step. Answers the redirect target.
 */
export class LoginWithPasswordUseCase {
  constructor(
    private readonly auth: AuthGatewayPort,
    private readonly completeLogin: CompleteLoginUseCase,
  ) {}

  async execute(input: PasswordLoginInput): Remote<string, Refused> {
    const { returnUrl, ...credentials } = input;
    const session = await this.auth.login(credentials);
    if (Result.isFailure(session)) return Result.fail(session.failure);
    return Result.succeed(await this.completeLogin.execute({ session: session.success, returnUrl: returnUrl ?? null }));
  }
}
