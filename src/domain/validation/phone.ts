import { normalizeDigits } from "@/domain/validation/numeric-input";

/**
 * Phone-number sanity rule for wallet share/add credit (SPEC §1 wallet; rules "not shown").
 * Not a full numbering-plan check, just what catches typos before a server round trip:
 * - the calling code is 1..3 digits, with or without a leading "+";
 * - the national number may contain spaces, dashes, dots and parentheses, otherwise digits only;
 * - the national number has 6..14 digits and the whole number at most 15 (ITU-T E.164);
 * - a leading trunk "0" is dropped (UAE "050 …" is "+971 50 …");
 * - Arabic-Indic, Persian and full-width digits count as digits (SPEC §5 numeric input).
 */
const CALLING_CODE = /^\+?(\d{1,3})$/;
const SEPARATORS = /[\s\-().]/g;
const NATIONAL_MIN_DIGITS = 6;
const NATIONAL_MAX_DIGITS = 14;
const E164_MAX_DIGITS = 15;

/** Digits of the national number without separators or trunk prefix, or null if not a number. */
export const nationalDigits = (phone: string): string | null => {
  const digits = normalizeDigits(phone).replace(SEPARATORS, "");
  if (!/^\d+$/.test(digits)) return null;
  return digits.replace(/^0+/, "");
};

export const isPlausiblePhone = (callingCode: string, phone: string): boolean => {
  const code = CALLING_CODE.exec(normalizeDigits(callingCode).trim())?.[1];
  const national = nationalDigits(phone);
  if (code === undefined || national === null) return false;
  if (national.length < NATIONAL_MIN_DIGITS || national.length > NATIONAL_MAX_DIGITS) return false;
  return code.length + national.length <= E164_MAX_DIGITS;
};

/** The number in E.164 form ("+971501234567"), or null when it is not plausible. */
export const toE164 = (callingCode: string, phone: string): string | null => {
  if (!isPlausiblePhone(callingCode, phone)) return null;
  return `+${normalizeDigits(callingCode).trim().replace("+", "")}${nationalDigits(phone) ?? ""}`;
};

/**
 * Whether two numbers are the same phone however they were written ("050 123 4567" and
 * "+971 50-123-4567"): their E.164 forms are equal. False when either is not a plausible number.
 */
export const isSamePhone = (
  a: { readonly callingCode: string; readonly phone: string },
  b: { readonly callingCode: string; readonly phone: string },
): boolean => {
  const first = toE164(a.callingCode, a.phone);
  return first !== null && first === toE164(b.callingCode, b.phone);
};
