import { Result, Schema } from "effect";
import { DecodeError } from "@/application/ports/api-errors";
import type { BalancePort } from "@/application/ports/balance.port";
import type { Remote } from "@/application/ports/remote-result";
import { parseBalance, type Fils } from "@/domain/money/money";
import { callApi } from "@/adapters/http/api-call";
import type { LottoApiClient } from "@/adapters/http/api-client";
import { withData } from "@/adapters/http/envelope.schema";

/** SPEC §7 GET /api/user/balance reads data.total: text with thousands commas (SPEC §3). */
const BalanceResponse = withData(Schema.Struct({ total: Schema.Union([Schema.String, Schema.Finite]) }));

/** {@link BalancePort}: the balance text parsed by the domain's money parser. */
export class OpenApiBalance implements BalancePort {
  constructor(private readonly client: LottoApiClient) {}

  async balance(): Remote<Fils> {
    const answer = await callApi(() => this.client.GET("/api/user/balance"), BalanceResponse);
    return Result.flatMap(answer, ({ data }) =>
      Result.mapError(
        parseBalance(data.total),
        (error) => new DecodeError({ message: `data.total "${error.input}" is not a balance (${error.reason})` }),
      ),
    );
  }
}
