import { Result, Schema } from "effect";
import { DecodeError } from "@/application/ports/api-errors";
import type { BalancePort } from "@/application/ports/balance.port";
import type { Remote } from "@/application/ports/remote-result";
import { FILS_PER_MAJOR, MAX_MAJOR_AMOUNT, parseBalance, type Fils } from "@/domain/money/money";
import { callApi } from "@/adapters/http/api-call";
import type { LottoApiClient } from "@/adapters/http/api-client";
import { MoneyDto, withData } from "@/adapters/http/envelope.schema";

/**
 * SPEC §7 GET /api/user/balance reads data.total: text with thousands commas (SPEC §3), or a
 * number. A number is bounded like every amount (MoneyDto), so 1e300 is a decode failure.
 */
const BalanceResponse = withData(Schema.Struct({ total: Schema.Union([Schema.String, MoneyDto]) }));

/** The same bound for a balance written as text ("9,999,999,999,999.00" is no balance). */
const MAX_BALANCE_FILS = MAX_MAJOR_AMOUNT * FILS_PER_MAJOR;

/** {@link BalancePort}: the balance text parsed by the domain's money parser. */
export class OpenApiBalance implements BalancePort {
  constructor(private readonly client: LottoApiClient) {}

  async balance(): Remote<Fils> {
    const answer = await callApi(() => this.client.GET("/api/user/balance"), BalanceResponse);
    return Result.flatMap(answer, ({ data }) => {
      const parsed = Result.mapError(
        parseBalance(data.total),
        (error) => new DecodeError({ message: `data.total "${error.input}" is not a balance (${error.reason})` }),
      );
      return Result.flatMap(parsed, (balance) =>
        balance > MAX_BALANCE_FILS
          ? Result.fail(new DecodeError({ message: `data.total "${data.total}" is beyond ${MAX_MAJOR_AMOUNT} (not a plausible balance)` }))
          : Result.succeed(balance),
      );
    });
  }
}
