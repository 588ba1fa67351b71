import type { UserProfile } from "@/application/ports/profile.port";
import type { SessionStorePort } from "@/application/ports/session-store.port";

/** {@link SessionStorePort} in memory. */
export class InMemorySessionStore implements SessionStorePort {
  private token: string | undefined;
  private profile: UserProfile | undefined;
  tokenMaxAgeSeconds: number | undefined;

  constructor(initial: { readonly token?: string; readonly user?: UserProfile } = {}) {
    this.token = initial.token;
    this.profile = initial.user;
  }

  accessToken(): string | undefined {
    return this.token;
  }

  saveAccessToken(token: string, maxAgeSeconds: number): void {
    this.token = token;
    this.tokenMaxAgeSeconds = maxAgeSeconds;
  }

  user(): UserProfile | undefined {
    return this.profile;
  }

  saveUser(user: UserProfile): void {
    this.profile = user;
  }

  clear(): void {
    this.token = undefined;
    this.profile = undefined;
    this.tokenMaxAgeSeconds = undefined;
  }
}
