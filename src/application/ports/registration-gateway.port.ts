import type { RetryLater } from "@/application/ports/api-errors";
import type { PhoneCredentials, Session } from "@/application/ports/auth-gateway.port";
import type { Remote } from "@/application/ports/remote-result";

/** SPEC §3 campaign parameters sent with a sign-up. */
export interface SignUpCampaign {
  readonly utmCampaign?: string;
  readonly utmContent?: string;
  readonly utmMedium?: string;
  readonly utmSource?: string;
  readonly utmTerm?: string;
}

/** SPEC §3 sign-up payload. */
export interface SignUpRequest extends PhoneCredentials, SignUpCampaign {
  readonly fullName: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly password: string;
  /** Referral or brand ambassador code. */
  readonly code?: string;
  readonly dob?: string;
  readonly nationality?: string;
  readonly gender?: "male" | "female";
  /** SPEC §3: "app" in app mode, otherwise "web". */
  readonly platform: "app" | "web";
  readonly email?: string;
}

/** An OTP is on its way to the phone (SPEC §5, §9: 6 digits; resend after 120 s). */
export interface OtpPending extends PhoneCredentials {
  readonly otpLength: number;
  readonly expiresInSeconds: number;
  readonly resendAfterSeconds: number;
}

/** SPEC §2 register, register/otp, registration-completed. */
export interface RegistrationGatewayPort {
  /** RetryLater when the same phone signed up less than 120 s ago (SPEC §9). */
  signUp(request: SignUpRequest): Remote<OtpPending, RetryLater>;
  /** A verified OTP signs the new user in. */
  verifyOtp(request: PhoneCredentials & { readonly otp: string }): Remote<Session>;
  resendOtp(request: PhoneCredentials & { readonly purpose: "register" | "reset_password" }): Remote<OtpPending, RetryLater>;
}
