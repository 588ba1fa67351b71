/** SPEC §5: numeric-only inputs take digits; decimal mode also allows one decimal point. */
export type NumericMode = "integer" | "decimal";

const INTEGER_TEXT = /^\d*$/;
const DECIMAL_TEXT = /^\d*\.?\d*$/;

/** SPEC §5: whether a whole input text is acceptable as typed. */
export const isNumericInput = (text: string, mode: NumericMode = "integer"): boolean =>
  (mode === "decimal" ? DECIMAL_TEXT : INTEGER_TEXT).test(text);

/**
 * SPEC §5: the text an input keeps after a keystroke or paste: every non-digit is dropped; in
 * decimal mode the first "." is kept and later ones dropped.
 */
export const sanitizeNumericInput = (text: string, mode: NumericMode = "integer"): string => {
  let seenPoint = false;
  let kept = "";
  for (const char of text) {
    if (char >= "0" && char <= "9") kept += char;
    else if (char === "." && mode === "decimal" && !seenPoint) {
      seenPoint = true;
      kept += char;
    }
  }
  return kept;
};
