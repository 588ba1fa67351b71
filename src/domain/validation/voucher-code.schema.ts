import { Option, Schema } from "effect";
import { isMaxChars, requiredText } from "@/domain/validation/text-field";
import { VALIDATION_KEYS as M } from "@/domain/validation/validation-messages";

/** SPEC §5: the voucher code is required and trimmed ("The voucher code is required"). */
export const VoucherCode = requiredText(M.voucherCodeRequired);

export const VoucherCodeForm = Schema.Struct({ code: VoucherCode });
export type VoucherCodeForm = typeof VoucherCodeForm.Type;

/** The longest code an address may carry (`/checkout?voucher=`). */
export const VOUCHER_PARAM_MAX_CHARS = 64;

/**
 * A voucher code carried by the checkout's address across the sign-in (`/checkout?voucher=CODE`,
 * docs/play.md): the SPEC §5 code (required, trimmed), at most 64 characters of letters, digits,
 * "-" and "_", so it stays one plain query value that the safe-returnUrl rule keeps. Anything else
 * is not filled in.
 */
export const VoucherCodeParam = VoucherCode.pipe(
  Schema.check(
    isMaxChars(VOUCHER_PARAM_MAX_CHARS, M.invalidInput),
    Schema.makeFilter((code: string) => /^[\p{L}\p{N}_-]+$/u.test(code), { message: M.invalidInput }),
  ),
);

/** The code of a `?voucher=` value, or undefined when it is not one ({@link VoucherCodeParam}). */
export const voucherCodeParam = (value: unknown): string | undefined =>
  Option.getOrUndefined(Schema.decodeUnknownOption(VoucherCodeParam)(value));
