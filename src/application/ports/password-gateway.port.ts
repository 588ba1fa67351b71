import type { RetryLater } from "@/application/ports/api-errors";
import type { PhoneCredentials } from "@/application/ports/auth-gateway.port";
import type { OtpPending } from "@/application/ports/registration-gateway.port";
import type { Remote } from "@/application/ports/remote-result";

/** SPEC §2 forgot-password and change-password; SPEC §5 password rules are checked again server-side. */
export interface PasswordGatewayPort {
  /** Answers the same whether or not the phone has an account. */
  forgotPassword(request: PhoneCredentials): Remote<OtpPending, RetryLater>;
  resetPassword(
    request: PhoneCredentials & { readonly otp: string; readonly password: string; readonly passwordConfirmation: string },
  ): Remote<void>;
  changePassword(request: {
    readonly currentPassword: string;
    readonly password: string;
    readonly passwordConfirmation: string;
  }): Remote<void>;
}
