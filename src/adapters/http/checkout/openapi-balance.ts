import { Result, Schema } from "effect";
import { DecodeError } from "@/application/ports/api-errors";
import type { BalancePort } from "@/application/ports/balance.port";
import type { Remote } from "@/application/ports/remote-result";
import { type CurrencyExponent, DEFAULT_EXPONENT, minorPerMajor } from "@/domain/money/currency";
import { MAX_MAJOR_AMOUNT, parseMoney, type Fils } from "@/domain/money/money";
import { callApi } from "@/adapters/http/api-call";
import type { LottoApiClient } from "@/adapters/http/api-client";
import { MoneyDto, withData } from "@/adapters/http/envelope.schema";

/**
 * SPEC §7 GET /api/user/balance reads data.total: text with thousands commas (SPEC §3), or a
 * number. A number is bounded like every amount (MoneyDto), so 1e300 is a decode failure.
 */
const BalanceResponse = withData(Schema.Struct({ total: Schema.Union([Schema.String, MoneyDto]) }));

/** {@link BalancePort}: the balance text parsed by the domain's money parser. */
export class OpenApiBalance implements BalancePort {
  constructor(
    private readonly client: LottoApiClient,
    /** The configured currency's decimals (the container passes VITE_CURRENCY's; AED's by default). */
    private readonly exponent: CurrencyExponent = DEFAULT_EXPONENT,
  ) {}

  async balance(): Remote<Fils> {
    const answer = await callApi(() => this.client.GET("/api/user/balance"), BalanceResponse);
    return Result.flatMap(answer, ({ data }) => {
      const parsed = Result.mapError(
        parseMoney(data.total, this.exponent),
        (error) => new DecodeError({ message: `data.total "${error.input}" is not a balance (${error.reason})` }),
      );
      return Result.flatMap(parsed, (balance) =>
        // The same bound for a balance written as text ("9,999,999,999,999.00" is no balance).
        balance > MAX_MAJOR_AMOUNT * minorPerMajor(this.exponent)
          ? Result.fail(
              new DecodeError({ message: `data.total "${data.total}" is beyond ${MAX_MAJOR_AMOUNT} (not a plausible balance)` }),
            )
          : Result.succeed(balance),
      );
    });
  }
}
