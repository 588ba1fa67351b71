/** The longest code an address may carry (`/checkout?voucher=`). */
export const VOUCHER_PARAM_MAX_CHARS = 64;

/** Letters, digits, "-" and "_", one to 64 of them. */
const CARRIED = new RegExp(`^[\\p{L}\\p{N}_-]{1,${String(VOUCHER_PARAM_MAX_CHARS)}}$`, "u");

/**
 * A voucher code carried by the checkout's address across the sign-in (`/checkout?voucher=CODE`,
 * docs/play.md): the SPEC §5 code trimmed, at most 64 characters of letters, digits, "-" and "_",
 * so it stays one plain query value that the safe-returnUrl rule keeps. Anything else (not text,
 * blank, too long, other characters) is undefined: the code is not filled in. A plain function,
 * not a Schema: every page's route tree reads it, and it keeps the validation kit out of the entry.
 */
export const voucherCodeParam = (value: unknown): string | undefined => {
  if (typeof value !== "string") return undefined;
  const code = value.trim();
  return CARRIED.test(code) ? code : undefined;
};
