import type { Refused } from "@/application/ports/api-errors";
import type { UserProfile } from "@/application/ports/profile.port";
import type { Remote } from "@/application/ports/remote-result";

/** SPEC §4: what login stores — the access token and the user data. */
export interface Session {
  readonly accessToken: string;
  readonly expiresInSeconds: number;
  readonly user: UserProfile;
}

export interface PhoneCredentials {
  /** With its "+", e.g. "+971". */
  readonly callingCode: string;
  /** National number, digits only. */
  readonly phone: string;
}

/** Signing in and out (SPEC §2 login, §4 auth). */
export interface AuthGatewayPort {
  /** Refused `otp_required` when the phone is not verified yet (a new OTP was sent). */
  login(credentials: PhoneCredentials & { readonly password: string }): Remote<Session, Refused>;
  /** SPEC §2: a `token` query parameter logs the user in; the token is checked by reading the profile. */
  tokenLogin(accessToken: string): Remote<Session>;
  /** Revokes the current token on the server. */
  logout(): Remote<void>;
}
