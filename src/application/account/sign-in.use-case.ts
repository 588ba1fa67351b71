import { Result } from "effect";
import { withReturnUrl } from "@/domain/routing/return-url";
import { OTP_LENGTH } from "@/domain/validation/otp.schema";
import type { Refused } from "@/application/ports/api-errors";
import type { NavigatorPort } from "@/application/ports/navigator.port";
import type { Remote } from "@/application/ports/remote-result";
import type { LoginWithPasswordUseCase, PasswordLoginInput } from "@/application/auth/login-with-password.use-case";
import type { RegistrationStore } from "@/application/account/registration-store";

/** SPEC §2: the OTP page. */
export const REGISTER_OTP_PATH = "/register/otp";
/** SPEC §9: the unexplained 120, read as the wait before a new OTP (docs/api-design.md). */
export const OTP_RESEND_SECONDS = 120;
/** docs/api-design.md: a code lives 5 minutes. */
export const OTP_LIFETIME_SECONDS = 300;

/**
 * SPEC §2 /login: signs in with the phone and password; login completion redirects (SPEC §2
 * post-login rules). A phone that never finished sign-up is refused `otp_required` and has just
 * been sent a code: it becomes SPEC §4's registration state and the user goes to the OTP page,
 * with the login page's returnUrl when it is honoured (/register/otp?returnUrl=…).
 */
export class SignInUseCase {
  constructor(
    private readonly login: LoginWithPasswordUseCase,
    private readonly registrations: RegistrationStore,
    private readonly navigator: NavigatorPort,
  ) {}

  async execute(input: PasswordLoginInput): Remote<string, Refused> {
    const answer = await this.login.execute(input);
    if (Result.isFailure(answer) && answer.failure._tag === "Refused" && answer.failure.code === "otp_required") {
      this.registrations.hold({
        callingCode: input.callingCode,
        phone: input.phone,
        otpLength: OTP_LENGTH,
        expiresInSeconds: OTP_LIFETIME_SECONDS,
        resendAfterSeconds: OTP_RESEND_SECONDS,
      });
      // SPEC §2: the returnUrl of the login page goes on to the OTP page (and back to /login from there).
      this.navigator.go(withReturnUrl(REGISTER_OTP_PATH, input.returnUrl));
    }
    return answer;
  }
}
