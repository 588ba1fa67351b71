import { Result, Schema } from "effect";
import { DecodeError } from "@/application/ports/api-errors";
import type { Remote } from "@/application/ports/remote-result";
import type { WeeklyLimit, WeeklyLimitPort } from "@/application/ports/weekly-limit.port";
import { callApi } from "@/adapters/http/api-call";
import type { LottoApiClient } from "@/adapters/http/api-client";
import { readWeeklyLimit } from "@/adapters/http/checkout/weekly-limit.schema";
import { weeklyLimitVerdict } from "@/domain/cart/weekly-limit";

/**
 * {@link WeeklyLimitPort} over SPEC §7 POST /api/user/limit-game-per-week. The answer may carry
 * only part of `{ allowed, remaining, limit }` (readWeeklyLimit); an answer with no verdict at all
 * (neither a yes or no nor what is left) is a DecodeError, so the checkout says it could not check.
 */
export class OpenApiWeeklyLimit implements WeeklyLimitPort {
  constructor(private readonly client: LottoApiClient) {}

  async check(request: { readonly userId: number; readonly quantity: number }): Remote<WeeklyLimit> {
    const body = { user_id: request.userId, quantity: request.quantity };
    const answer = await callApi(() => this.client.POST("/api/user/limit-game-per-week", { body }), Schema.Unknown);
    return Result.flatMap(answer, (raw) =>
      Result.flatMap(readWeeklyLimit(raw), (facts) => {
        const verdict = weeklyLimitVerdict(facts, request.quantity);
        return verdict === null
          ? Result.fail(
              new DecodeError({ message: "The weekly limit answer says neither whether the cart fits nor how much is left." }),
            )
          : Result.succeed(verdict);
      }),
    );
  }
}
