/**
 * What the shop keeps of the signed-in user between visits (issue 13 point 6): the id (SPEC §6
 * weekly limit, purchases) and the name shown. The rest of SPEC §3 userData (phone, email,
 * address, nationality…) is personal data the shop does not need to start: it is read from the
 * server by the pages that show it (LoadProfileUseCase, one cached query).
 */
export interface SessionUser {
  readonly id: number;
  readonly fullName: string;
}

/** Only the fields kept: a whole profile given here is cut down to {@link SessionUser}. */
export const sessionUserOf = (user: SessionUser): SessionUser => ({ id: user.id, fullName: user.fullName });

/**
 * Where the session survives a reload (SPEC §3: the session holds an access_token cookie value;
 * SPEC §4: login stores user data and token, logout clears them).
 */
export interface SessionStorePort {
  accessToken(): string | undefined;
  /** Kept for `maxAgeSeconds` (the token's lifetime). */
  saveAccessToken(token: string, maxAgeSeconds: number): void;
  /**
   * Undefined when absent or when the stored copy no longer decodes (it is then dropped). The
   * first read rewrites a copy stored by an earlier version to the fields kept now.
   */
  user(): SessionUser | undefined;
  /** Keeps the id and name only, whatever else the value carries. */
  saveUser(user: SessionUser): void;
  clear(): void;
}
