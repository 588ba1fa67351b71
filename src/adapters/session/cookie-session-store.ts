import { Schema } from "effect";
import type { CookieOptions, CookieStorePort } from "@/application/ports/cookie-store.port";
import { type SessionStorePort, type SessionUser, sessionUserOf } from "@/application/ports/session-store.port";
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

/** SPEC §3 user state userData, kept in local storage: only what the shop needs to start (issue 13). */
export const USER_DATA_KEY = "userData";

const SECONDS_PER_DAY = 86_400;

/**
 * The stored copy of {@link SessionUser}. Earlier versions stored the whole profile (phone, email,
 * address, nationality, date of birth…); such a copy still decodes here (the other fields are
 * ignored) and is rewritten with these two fields on the first read.
 */
const StoredUser = Schema.Struct({ id: Schema.Int, fullName: Schema.String });

/**
 * {@link SessionStorePort}: the token in the access_token cookie (SameSite=Lax, path /; on HTTPS
 * Secure and named `__Host-access_token`, see DocumentCookieStore). It is not HttpOnly: the shop
 * reads it to send it in the Authorization header (SPEC §7), no server sets it. The user's id
 * and name as JSON in local storage, read through {@link LocalStore} like every other stored
 * value: a stored user that no longer decodes is dropped and logged by key (ARCHITECTURE §3.6).
 */
export class CookieSessionStore implements SessionStorePort {
  /** Whether the stored user has been rewritten in this page's life (the start-up migration). */
  private migrated = false;

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

  user(): SessionUser | undefined {
    const stored = this.local.read(USER_DATA_KEY, StoredUser);
    if (stored === undefined) return undefined;
    const kept = sessionUserOf(stored);
    if (!this.migrated) {
      // Issue 13: a whole profile left by an earlier version loses every field not kept now.
      this.migrated = true;
      this.saveUser(kept);
    }
    return kept;
  }

  saveUser(user: SessionUser): void {
    this.local.write(USER_DATA_KEY, sessionUserOf(user));
  }

  clear(): void {
    this.cookies.remove(ACCESS_TOKEN_COOKIE);
    this.local.remove(USER_DATA_KEY);
  }
}
