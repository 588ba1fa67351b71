import { Result } from "effect";
import { LOGIN_PATH } from "@/domain/routing/return-url";
import type { AuthGatewayPort } from "@/application/ports/auth-gateway.port";
import type { KeyValueStorePort } from "@/application/ports/key-value-store.port";
import type { LoggerPort } from "@/application/ports/logger.port";
import type { NavigatorPort } from "@/application/ports/navigator.port";
import type { QueryCachePort } from "@/application/ports/query-cache.port";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { SessionStorePort } from "@/application/ports/session-store.port";
import { INITIAL_SESSION_STATE } from "@/application/state/session-state";

export interface LogoutInput {
  /**
   * Also revoke the token on the server: true for the user's own logout, false when the server
   * already refused the token (SPEC §8 401 rule), where asking again would only fail.
   */
  readonly revoke?: boolean;
}

/**
 * SPEC §4 Logout: clears user data, tickets, balance, cart and registration state, wipes local
 * storage, clears every cached query and goes to /login. A logout asked for while one is under way
 * (Sign out pressed twice, a 401 arriving during the revocation) joins it: one revocation, one wipe.
 */
export class LogoutUseCase {
  constructor(
    private readonly auth: AuthGatewayPort,
    private readonly session: SessionStorePort,
    private readonly state: SessionStatePort,
    private readonly store: KeyValueStorePort,
    private readonly queries: QueryCachePort,
    private readonly navigator: NavigatorPort,
    private readonly logger: LoggerPort,
  ) {}

  private running: Promise<void> | undefined;

  execute(input: LogoutInput = {}): Promise<void> {
    this.running ??= this.run(input).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async run(input: LogoutInput): Promise<void> {
    // Already signed out (a late 401 of a call made while signed in, after the logout it caused):
    // nothing here is a player's to wipe, so a visitor's cart stays and the cached queries are not
    // cleared again (a page still showing would read them again, be refused, and come back here).
    if (this.session.accessToken() === undefined && this.state.get().user === null) {
      this.navigator.go(LOGIN_PATH);
      return;
    }
    if (input.revoke === true && this.session.accessToken() !== undefined) {
      const revoked = await this.auth.logout();
      // The local logout goes ahead regardless: the user asked to leave.
      if (Result.isFailure(revoked)) this.logger.warn("Token revocation failed", { reason: revoked.failure._tag });
    }
    this.session.clear();
    this.store.clear();
    this.state.update((state) => ({ ...INITIAL_SESSION_STATE, initialised: state.initialised }));
    this.queries.clear();
    this.navigator.go(LOGIN_PATH);
  }
}
