/** Digits left readable at the end of a masked national number. */
const VISIBLE_DIGITS = 3;
/** Fewer digits than this and nothing is shown: three of four would give the number away. */
const SHORTEST_SHOWN = 6;
const MASK = "•";

/**
 * Issue 13 (SPEC §2 token in the URL): a phone number named in a question to a player who is
 * signed in as someone else, shown only as far as it tells accounts apart: the calling code and
 * the last three digits ("+971 ••••••567"). Anything but digits in the national number is ignored;
 * a short number is masked whole.
 */
export const maskPhone = (callingCode: string, phone: string): string => {
  const digits = phone.replace(/\D/g, "");
  const shown = digits.length >= SHORTEST_SHOWN ? VISIBLE_DIGITS : 0;
  const masked = `${MASK.repeat(digits.length - shown)}${digits.slice(digits.length - shown)}`;
  const code = callingCode.trim();
  return code === "" ? masked : `${code} ${masked}`;
};
