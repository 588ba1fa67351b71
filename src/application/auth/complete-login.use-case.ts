import { isCartEmpty } from "@/domain/cart/cart-state";
import { LOGIN_PATH, postLoginTarget } from "@/domain/routing/return-url";
import type { Session } from "@/application/ports/auth-gateway.port";
import type { NavigatorPort } from "@/application/ports/navigator.port";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { StartSessionUseCase } from "@/application/auth/start-session.use-case";

export interface CompleteLoginInput {
  readonly session: Session;
  /** SPEC §2: the returnUrl query parameter of the login page, if any. */
  readonly returnUrl?: string | null;
}

/**
 * SPEC §4 login success (password login, or a verified sign-up OTP): the session starts (user data,
 * token, cart merge) and then the user is redirected: SPEC §2 returnUrl when safe and not /login,
 * else /checkout when the cart has items, else / (the domain's post-login target).
 */
export class CompleteLoginUseCase {
  constructor(
    private readonly startSession: StartSessionUseCase,
    private readonly state: SessionStatePort,
    private readonly navigator: NavigatorPort,
  ) {}

  /** Answers the path the user was sent to. */
  async execute(input: CompleteLoginInput): Promise<string> {
    await this.startSession.execute(input.session);
    // The server refused the new token at once (SPEC §8): the 401 rule has already sent the user on.
    if (this.state.get().user === null) return LOGIN_PATH;
    const target = postLoginTarget(input.returnUrl, !isCartEmpty(this.state.get().cart));
    this.navigator.go(target);
    return target;
  }
}
