import { Data } from "effect";
import type { ApiError } from "@/application/ports/api-errors";

/**
 * A payment or wallet move whose outcome is unknown: no answer, the time budget ran out, a 5xx, an
 * answer that could not be read. The server may have moved the money, so nothing may say it did
 * not. Its idempotency key is kept (PendingMoneyMoves): trying again with the same cart or the
 * same request sends the same key, and the server answers the first outcome instead of moving the
 * money twice (docs/play.md, "Paying once").
 */
export class PaymentUnconfirmed extends Data.TaggedError("PaymentUnconfirmed")<{ readonly cause: ApiError }> {}
