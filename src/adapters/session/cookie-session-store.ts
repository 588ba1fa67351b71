import { Schema } from "effect";
import type { CookieOptions, CookieStorePort } from "@/application/ports/cookie-store.port";
import type { UserProfile } from "@/application/ports/profile.port";
import type { SessionStorePort } from "@/application/ports/session-store.port";
import type { LocalStore } from "@/application/state/local-store";

/** SPEC §3: the session holds an access_token cookie value. */
export const ACCESS_TOKEN_COOKIE = "access_token";
/**
 * How long a token found only in the unprefixed cookie of an earlier version is kept when the
 * cookie store moves it to `__Host-access_token` (issue 13). Its real expiry cannot be read from
 * `document.cookie`; 30 days is the token lifetime the API grants, and a token the server no longer
 * accepts is answered with 401 (SPEC §8), so a longer cookie never extends a session.
 */
export const MOVED_ACCESS_TOKEN: CookieOptions = { maxAgeDays: 30, sameSite: "lax" };

/** SPEC §3 user state userData, kept in local storage. */
export const USER_DATA_KEY = "userData";

const SECONDS_PER_DAY = 86_400;
const text = Schema.optional(Schema.String);

/** The stored copy of {@link UserProfile}; JSON drops undefined fields, so those may be missing. */
const StoredUser = Schema.Struct({
  id: Schema.Int,
  fullName: Schema.String,
  callingCode: Schema.String,
  phone: Schema.String,
  emailVerified: Schema.Boolean,
  gender: Schema.optional(Schema.Literals(["male", "female"])),
  email: text,
  avatar: text,
  countryResidence: text,
  nationality: text,
  dob: text,
  addressLine1: text,
  addressLine2: text,
  city: text,
  state: text,
  zipCode: text,
  addressCountry: text,
});

function toProfile(stored: typeof StoredUser.Type): UserProfile {
  return {
    ...stored,
    gender: stored.gender,
    email: stored.email,
    avatar: stored.avatar,
    countryResidence: stored.countryResidence,
    nationality: stored.nationality,
    dob: stored.dob,
    addressLine1: stored.addressLine1,
    addressLine2: stored.addressLine2,
    city: stored.city,
    state: stored.state,
    zipCode: stored.zipCode,
    addressCountry: stored.addressCountry,
  };
}

/**
 * {@link SessionStorePort}: the token in the access_token cookie (SameSite=Lax, path /; on HTTPS
 * Secure and named `__Host-access_token`, see DocumentCookieStore). It is not HttpOnly: the shop
 * reads it to send it in the Authorization header (SPEC §7), no server sets it. The user
 * data as JSON in local storage, read through {@link LocalStore} like every other stored value: a
 * stored user that no longer decodes is dropped and logged by key (ARCHITECTURE §3.6).
 */
export class CookieSessionStore implements SessionStorePort {
  constructor(
    private readonly cookies: CookieStorePort,
    private readonly local: LocalStore,
  ) {}

  accessToken(): string | undefined {
    const token = this.cookies.get(ACCESS_TOKEN_COOKIE);
    return token === "" ? undefined : token;
  }

  saveAccessToken(token: string, maxAgeSeconds: number): void {
    this.cookies.set(ACCESS_TOKEN_COOKIE, token, { maxAgeDays: maxAgeSeconds / SECONDS_PER_DAY, sameSite: "lax" });
  }

  user(): UserProfile | undefined {
    const stored = this.local.read(USER_DATA_KEY, StoredUser);
    return stored === undefined ? undefined : toProfile(stored);
  }

  saveUser(user: UserProfile): void {
    this.local.write(USER_DATA_KEY, user);
  }

  clear(): void {
    this.cookies.remove(ACCESS_TOKEN_COOKIE);
    this.local.remove(USER_DATA_KEY);
  }
}
