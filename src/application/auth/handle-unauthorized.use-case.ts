import { LOGIN_AGAIN_PATH } from "@/domain/routing/return-url";
import { Unauthorized } from "@/application/ports/api-errors";
import type { NavigatorPort } from "@/application/ports/navigator.port";
import type { LogoutUseCase } from "@/application/auth/logout.use-case";
import type { UnauthorizedRule } from "@/application/auth/unauthorized-policy";

/**
 * SPEC §8 the 401 rule, the one place it is applied: when the message equals "unauthorized" (any
 * case) the user is logged out and sent to /login (by the logout); any other 401 sends the user to
 * /login?reauth=1 without logout, where the still-signed-in user sees the form rather than being
 * bounced to / by the guests-only rule. The message test is the domain's (Unauthorized.logout,
 * src/domain/auth/unauthorized.ts).
 *
 * No use case calls it: every remote port is wrapped by `withUnauthorizedPolicy`
 * (unauthorized-policy.ts) where the composition root binds it, so a 401 from any call reaches it.
 * 401s that arrive while one is being handled (a page's calls all refused at once) join it rather
 * than logging out and navigating once each.
 */
export class HandleUnauthorizedUseCase implements UnauthorizedRule {
  private handling: Promise<void> | undefined;

  constructor(
    private readonly logout: LogoutUseCase,
    private readonly navigator: NavigatorPort,
  ) {}

  /** Applies the rule to a failure; answers whether it was a 401 (and so has been handled). */
  async execute(error: unknown): Promise<boolean> {
    if (!(error instanceof Unauthorized)) return false;
    this.handling ??= this.apply(error).finally(() => {
      this.handling = undefined;
    });
    await this.handling;
    return true;
  }

  private async apply(error: Unauthorized): Promise<void> {
    // The server already refused the token: revoking it would only be refused again.
    if (error.logout) await this.logout.execute({ revoke: false });
    else this.navigator.go(LOGIN_AGAIN_PATH);
  }
}
