import { Result, Schema } from "effect";
import type { Remote } from "@/application/ports/remote-result";
import type { WeeklyLimit, WeeklyLimitPort } from "@/application/ports/weekly-limit.port";
import { callApi } from "@/adapters/http/api-call";
import type { LottoApiClient } from "@/adapters/http/api-client";
import { withData } from "@/adapters/http/envelope.schema";

const WeeklyLimitResponse = withData(
  Schema.Struct({ allowed: Schema.Boolean, remaining: Schema.Int, limit: Schema.Int }),
);

/** {@link WeeklyLimitPort} over SPEC §7 POST /api/user/limit-game-per-week. */
export class OpenApiWeeklyLimit implements WeeklyLimitPort {
  constructor(private readonly client: LottoApiClient) {}

  async check(request: { readonly userId: number; readonly quantity: number }): Remote<WeeklyLimit> {
    const body = { user_id: request.userId, quantity: request.quantity };
    const answer = await callApi(
      () => this.client.POST("/api/user/limit-game-per-week", { body }),
      WeeklyLimitResponse,
    );
    return Result.map(answer, ({ data }) => ({ allowed: data.allowed, remaining: data.remaining, limit: data.limit }));
  }
}
