import { Result } from "effect";
import type { Fils } from "@/domain/money/money";
import type { BalancePort } from "@/application/ports/balance.port";
import type { LoggerPort } from "@/application/ports/logger.port";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { SessionStorePort } from "@/application/ports/session-store.port";
import { isSignedIn } from "@/application/auth/signed-in";

/**
 * SPEC §7 GET /api/user/balance for a signed-in user (SPEC §6). SPEC §8: a failure is only logged
 * and the last known balance stays (a 401 has met the 401 rule on its way: unauthorized-policy.ts). Answers the balance now
 * known (null for a guest or before the first successful read).
 */
export class RefreshBalanceUseCase {
  constructor(
    private readonly balances: BalancePort,
    private readonly session: SessionStorePort,
    private readonly state: SessionStatePort,
    private readonly logger: LoggerPort,
  ) {}

  async execute(): Promise<Fils | null> {
    if (!isSignedIn(this.session, this.state)) return null;
    const result = await this.balances.balance();
    if (Result.isSuccess(result)) {
      // A logout while the answer was on its way: the balance belongs to no one any more.
      if (!isSignedIn(this.session, this.state)) return null;
      this.state.update((state) => ({ ...state, balance: result.success }));
      return result.success;
    }
    this.logger.warn("Balance could not be read", { reason: result.failure._tag });
    return this.state.get().balance;
  }
}
