import { Data, Result } from "effect";
import { safeReturnUrl } from "@/domain/routing/return-url";
import type { Remote } from "@/application/ports/remote-result";
import type { NavigatorPort } from "@/application/ports/navigator.port";
import type { RegistrationGatewayPort } from "@/application/ports/registration-gateway.port";
import type { RegistrationStore } from "@/application/account/registration-store";
import type { StartSessionUseCase } from "@/application/auth/start-session.use-case";

/** SPEC §2: where a verified sign-up lands. */
export const REGISTRATION_COMPLETED_PATH = "/registration-completed";

/** No phone is waiting for an OTP (the page was opened directly, or its code has expired). */
export class NoPendingOtp extends Data.TaggedError("NoPendingOtp")<Record<never, never>> {}

/**
 * SPEC §2 /register/otp: the code (already checked against SPEC §5: 6 digits) verifies the phone
 * that signed up; the verified account is signed in (SPEC §4 login success: user data, token,
 * cart merge) and the user goes to /registration-completed, or to the returnUrl the login page
 * was given when the code finishes a sign-in (SPEC §2: honoured unless unsafe or /login).
 */
export class VerifyOtpUseCase {
  constructor(
    private readonly registration: RegistrationGatewayPort,
    private readonly startSession: StartSessionUseCase,
    private readonly registrations: RegistrationStore,
    private readonly navigator: NavigatorPort,
  ) {}

  async execute(input: { readonly otp: string; readonly returnUrl?: string | null }): Remote<void, NoPendingOtp> {
    const pending = this.registrations.resume();
    if (pending === null) return Result.fail(new NoPendingOtp());
    const session = await this.registration.verifyOtp({ callingCode: pending.callingCode, phone: pending.phone, otp: input.otp });
    if (Result.isFailure(session)) return Result.fail(session.failure);
    // The session's start ends the sign-up, the copy kept for a reload too (StartSessionUseCase).
    await this.startSession.execute(session.success);
    this.navigator.go(safeReturnUrl(input.returnUrl) ?? REGISTRATION_COMPLETED_PATH);
    return Result.succeed(undefined);
  }
}
