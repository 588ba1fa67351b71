import type { ReactNode } from "react";

/** A calling code and the digits after it ("+971 509876543", "+971 50 123 4567"). */
const PHONE = /(\+\d{1,4}(?: \d+)+)/;

/**
 * A server's text with each phone number in it kept on one line where the line has room for it:
 * the number is an inline block (`.ui-phone`), so it moves to the next line whole rather than
 * breaking between its calling code and its digits ("Shared with +971 / 509876543" at 320 px), and
 * only a line too narrow for the whole number breaks it, at its spaces, never inside its digits
 * (with text at 200 % on a 320 px phone a no-break space made the line break inside "509876543").
 */
export function phonesWhole(text: string): ReactNode {
  const parts = text.split(PHONE);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="ui-phone">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
