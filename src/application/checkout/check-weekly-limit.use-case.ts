import { Result } from "effect";
import { cartQuantity } from "@/domain/cart/weekly-limit";
import type { ApiError } from "@/application/ports/api-errors";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { WeeklyLimit, WeeklyLimitPort } from "@/application/ports/weekly-limit.port";

/** Not checked (no user id), or the server's verdict. */
export type WeeklyLimitVerdict = { readonly _tag: "NotChecked" } | { readonly _tag: "Checked"; readonly limit: WeeklyLimit };

/**
 * SPEC §6/§7 POST /api/user/limit-game-per-week, only when a user id exists, with the cart's play
 * count (every entry once per draw, docs/domain.md) unless a quantity is given.
 */
export class CheckWeeklyLimitUseCase {
  constructor(
    private readonly limits: WeeklyLimitPort,
    private readonly state: SessionStatePort,
  ) {}

  async execute(input: { readonly quantity?: number } = {}): Promise<Result.Result<WeeklyLimitVerdict, ApiError>> {
    const { user, cart } = this.state.get();
    if (user === null) return Result.succeed({ _tag: "NotChecked" });
    const quantity = input.quantity ?? cartQuantity(cart.items);
    const answer = await this.limits.check({ userId: user.id, quantity });
    if (Result.isSuccess(answer)) return Result.succeed({ _tag: "Checked", limit: answer.success });
    return Result.fail(answer.failure);
  }
}
