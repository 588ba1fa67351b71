import { LOGIN_AGAIN_PATH } from "@/domain/routing/return-url";
import { Unauthorized } from "@/application/ports/api-errors";
import type { NavigatorPort } from "@/application/ports/navigator.port";
import type { LogoutUseCase } from "@/application/auth/logout.use-case";

/**
 * SPEC §8 the 401 rule: when the message equals "unauthorized" (any case) the user is logged out
 * and sent to /login (by the logout); any other 401 sends the user to /login?reauth=1 without
 * logout, where the still-signed-in user sees the form rather than being bounced to / by the
 * guests-only rule. The message test is the domain's (Unauthorized.logout, src/domain/auth/unauthorized.ts).
 */
export class HandleUnauthorizedUseCase {
  constructor(
    private readonly logout: LogoutUseCase,
    private readonly navigator: NavigatorPort,
  ) {}

  /** Applies the rule to a failure; answers whether it was a 401 (and so has been handled). */
  async execute(error: unknown): Promise<boolean> {
    if (!(error instanceof Unauthorized)) return false;
    if (error.logout) await this.logout.execute({ revoke: false });
    else this.navigator.go(LOGIN_AGAIN_PATH);
    return true;
  }
}
