import { Data } from "effect";
import type { FieldErrors } from "@/domain/validation/validate";
import type { ApiError } from "@/application/ports/api-errors";

/** SPEC §5: the voucher code did not pass its rule ("The voucher code is required"). */
export class InvalidVoucherCode extends Data.TaggedError("InvalidVoucherCode")<{ readonly fieldErrors: FieldErrors }> {}

/** SPEC §6: paying (from the balance) and redeeming a voucher need a signed-in user. */
export class SignInRequired extends Data.TaggedError("SignInRequired")<Record<never, never>> {}

/** Nothing in the cart to pay for. */
export class EmptyCart extends Data.TaggedError("EmptyCart")<Record<never, never>> {}

/**
 * The cart changed while Pay was checking the weekly limit (a line removed or edited, a voucher
 * applied or removed, in this tab or another): nothing was sent, so nothing is bought that the
 * player no longer sees. Pay again pays the cart as it is now.
 */
export class CartChanged extends Data.TaggedError("CartChanged")<Record<never, never>> {}

/** Certificate generation did not finish within the polling time. */
export class CertificateTimeout extends Data.TaggedError("CertificateTimeout")<{
  readonly code: string;
  readonly waitedMs: number;
}> {}

/**
 * SPEC §6/§7: the cart would buy more plays than the player's weekly limit leaves this week. The
 * purchase does not go ahead and the cart is kept; the player removes plays to pay.
 */
export class WeeklyLimitExceeded extends Data.TaggedError("WeeklyLimitExceeded")<{
  readonly quantity: number;
  /** What is left this week and the limit, when the server said them (null: not given). */
  readonly remaining: number | null;
  readonly limit: number | null;
}> {}

/**
 * SPEC §7: the weekly limit check itself failed (no answer, a server error, an answer that could
 * not be read). The purchase does not go ahead until a check succeeds (docs/play.md, "Weekly limit").
 */
export class WeeklyLimitUnchecked extends Data.TaggedError("WeeklyLimitUnchecked")<{ readonly cause: ApiError }> {}
