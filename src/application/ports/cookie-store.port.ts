/** SameSite policy of a cookie. SPEC §4: the language cookie is "lax". */
export type SameSite = "lax" | "strict" | "none";

export interface CookieOptions {
  /** SPEC §9: the language cookie lives 365 days. */
  readonly maxAgeDays: number;
  readonly sameSite: SameSite;
}

/** Browser cookies (SPEC §4 language, §3 the session's access_token). */
export interface CookieStorePort {
  get(name: string): string | undefined;
  set(name: string, value: string, options: CookieOptions): void;
  remove(name: string): void;
}
