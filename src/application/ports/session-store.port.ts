import type { UserProfile } from "@/application/ports/profile.port";

/**
 * Where the session survives a reload (SPEC §3: the session holds an access_token cookie value;
 * SPEC §4: login stores user data and token, logout clears them).
 */
export interface SessionStorePort {
  accessToken(): string | undefined;
  /** Kept for `maxAgeSeconds` (the token's lifetime). */
  saveAccessToken(token: string, maxAgeSeconds: number): void;
  /** Undefined when absent or when the stored copy no longer decodes (it is then dropped). */
  user(): UserProfile | undefined;
  saveUser(user: UserProfile): void;
  clear(): void;
}
