import { type SessionStorePort, type SessionUser, sessionUserOf } from "@/application/ports/session-store.port";

/** {@link SessionStorePort} in memory; like the real store it keeps the user's id and name only. */
export class InMemorySessionStore implements SessionStorePort {
  private token: string | undefined;
  private kept: SessionUser | undefined;
  tokenMaxAgeSeconds: number | undefined;

  constructor(initial: { readonly token?: string; readonly user?: SessionUser } = {}) {
    this.token = initial.token;
    this.kept = initial.user === undefined ? undefined : sessionUserOf(initial.user);
  }

  accessToken(): string | undefined {
    return this.token;
  }

  saveAccessToken(token: string, maxAgeSeconds: number): void {
    this.token = token;
    this.tokenMaxAgeSeconds = maxAgeSeconds;
  }

  user(): SessionUser | undefined {
    return this.kept;
  }

  saveUser(user: SessionUser): void {
    this.kept = sessionUserOf(user);
  }

  clear(): void {
    this.token = undefined;
    this.kept = undefined;
    this.tokenMaxAgeSeconds = undefined;
  }
}
