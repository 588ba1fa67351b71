/** SPEC §5: numeric-only inputs take digits; decimal mode also allows one decimal point. */
export type NumericMode = "integer" | "decimal";

/**
 * The digit systems a player in the shop's markets types besides 0–9: Arabic-Indic (٠–٩, U+0660),
 * Eastern Arabic-Indic as on Persian and Urdu keyboards (۰–۹, U+06F0) and full-width (０–９,
 * U+FF10, from East Asian input methods and some Android keyboards). Each block holds 0 to 9 in order.
 */
const DIGIT_ZEROS: ReadonlyArray<number> = [0x0660, 0x06f0, 0xff10];
const OTHER_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/gu;

/**
 * The decimal points accepted in decimal mode: ".", the Arabic decimal separator "٫" (U+066B) and
 * the full-width full stop "．" (U+FF0E). The Indonesian decimal comma is the caller's choice
 * (`decimalComma`), since "," is a thousands separator in English.
 */
const DECIMAL_POINTS = new Set([".", "\u066b", "\uff0e"]);

/** Arabic-Indic, Eastern Arabic-Indic and full-width digits → 0–9; every other character unchanged. */
export const normalizeDigits = (text: string): string =>
  text.replace(OTHER_DIGITS, (digit) => {
    const code = digit.codePointAt(0) ?? 0;
    const zero = DIGIT_ZEROS.find((start) => code >= start && code <= start + 9) ?? code;
    return String(code - zero);
  });

const INTEGER_TEXT = /^\d*$/;
const DECIMAL_TEXT = /^\d*\.?\d*$/;

/** SPEC §5: whether a whole input text is acceptable as typed (after {@link normalizeDigits}). */
export const isNumericInput = (text: string, mode: NumericMode = "integer"): boolean =>
  (mode === "decimal" ? DECIMAL_TEXT : INTEGER_TEXT).test(normalizeDigits(text));

export interface NumericInputOptions {
  /** Decimal mode: "," is the decimal point too (Indonesian writes 10,50). */
  readonly decimalComma?: boolean;
}

/**
 * SPEC §5: the text an input keeps after a keystroke or paste. Digits of any system above become
 * 0–9, every other character is dropped; in decimal mode the first decimal point ("." "٫" "．", and
 * "," when asked) is kept as "." and later ones dropped.
 */
export const sanitizeNumericInput = (text: string, mode: NumericMode = "integer", options: NumericInputOptions = {}): string => {
  let seenPoint = false;
  let kept = "";
  for (const char of normalizeDigits(text)) {
    if (char >= "0" && char <= "9") kept += char;
    else if (mode === "decimal" && !seenPoint && (DECIMAL_POINTS.has(char) || (char === "," && options.decimalComma === true))) {
      seenPoint = true;
      kept += ".";
    }
  }
  return kept;
};

/** What a numeric input keeps of an entry, and whether the entry lost characters on the way. */
export interface NumericEntryResult {
  readonly kept: string;
  /** A letter, a space, a sign or a second decimal point was dropped: the field says so (SPEC §5 input, never silently). */
  readonly leftOut: boolean;
}

/**
 * {@link sanitizeNumericInput}, and whether it left anything out. Digits of another system and the
 * decimal point it rewrites as "." are kept, not left out.
 */
export const takeNumericInput = (
  text: string,
  mode: NumericMode = "integer",
  options: NumericInputOptions = {},
): NumericEntryResult => {
  const kept = sanitizeNumericInput(text, mode, options);
  return { kept, leftOut: kept.length < normalizeDigits(text).length };
};
