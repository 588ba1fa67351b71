import { Data } from "effect";
import type { FieldErrors } from "@/domain/validation/validate";

/** SPEC §5: the voucher code did not pass its rule ("The voucher code is required"). */
export class InvalidVoucherCode extends Data.TaggedError("InvalidVoucherCode")<{ readonly fieldErrors: FieldErrors }> {}

/** SPEC §6: paying (from the balance) needs a signed-in user. */
export class SignInRequired extends Data.TaggedError("SignInRequired")<Record<never, never>> {}

/** Nothing in the cart to pay for. */
export class EmptyCart extends Data.TaggedError("EmptyCart")<Record<never, never>> {}

/** Certificate generation did not finish within the polling time. */
export class CertificateTimeout extends Data.TaggedError("CertificateTimeout")<{ readonly code: string; readonly waitedMs: number }> {}
