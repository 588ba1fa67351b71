import type { Remote } from "@/application/ports/remote-result";

/** The signed-in user (SPEC §3 user state userData; profile fields of the personal-detail page). */
export interface UserProfile {
  readonly id: number;
  readonly fullName: string;
  readonly callingCode: string;
  readonly phone: string;
  readonly email: string | undefined;
  /** SPEC §3 "email confirmation". */
  readonly emailVerified: boolean;
  /** SPEC §3 "avatar source". */
  readonly avatar: string | undefined;
  readonly countryResidence: string | undefined;
  readonly nationality: string | undefined;
  /** ISO date (yyyy-mm-dd). */
  readonly dob: string | undefined;
  readonly gender: "male" | "female" | undefined;
  readonly addressLine1: string | undefined;
  readonly addressLine2: string | undefined;
  readonly city: string | undefined;
  readonly state: string | undefined;
  readonly zipCode: string | undefined;
  readonly addressCountry: string | undefined;
}

/** SPEC §3 profile form as sent: day, month and year of birth joined into one ISO `dob`. */
export interface ProfileUpdate {
  readonly fullName: string;
  readonly countryResidence: string;
  readonly nationality: string;
  readonly email?: string;
  readonly callingCode?: string;
  readonly phone?: string;
  readonly dob?: string;
  readonly gender?: "male" | "female";
  readonly addressLine1?: string;
  readonly addressLine2?: string;
  readonly city?: string;
  readonly state?: string;
  readonly zipCode?: string;
  readonly addressCountry?: string;
}

/** The account pages (SPEC §2 personal-detail, delete-account, confirm/verify-email). */
export interface ProfilePort {
  profile(): Remote<UserProfile>;
  updateProfile(update: ProfileUpdate): Remote<UserProfile>;
  /** The password confirms; afterwards every token of the user is refused. */
  deleteAccount(request: { readonly password: string; readonly reason?: string }): Remote<void>;
  sendEmailVerification(): Remote<void>;
  /** The token from the /confirm/verify-email link; answers the verified address. */
  verifyEmail(token: string): Remote<{ readonly email: string }>;
}
