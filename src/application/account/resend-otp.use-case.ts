import { Result } from "effect";
import type { RetryLater } from "@/application/ports/api-errors";
import type { PhoneCredentials } from "@/application/ports/auth-gateway.port";
import type { OtpPending, RegistrationGatewayPort } from "@/application/ports/registration-gateway.port";
import type { Remote } from "@/application/ports/remote-result";
import type { RegistrationStore } from "@/application/account/registration-store";

export interface ResendOtpInput extends PhoneCredentials {
  readonly purpose: "register" | "reset_password";
}

/**
 * SPEC §9's 120 s: a new OTP may be asked for once the wait is over; the server answers
 * RetryLater with `retry_after` when asked sooner, and the screen restarts its countdown from it.
 * A new sign-up code replaces SPEC §4's registration state.
 */
export class ResendOtpUseCase {
  constructor(
    private readonly registration: RegistrationGatewayPort,
    private readonly registrations: RegistrationStore,
  ) {}

  async execute(input: ResendOtpInput): Remote<OtpPending, RetryLater> {
    const pending = await this.registration.resendOtp(input);
    if (Result.isSuccess(pending) && input.purpose === "register") {
      this.registrations.hold(pending.success);
    }
    return pending;
  }
}
