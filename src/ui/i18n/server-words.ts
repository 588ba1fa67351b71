import { isolatedText } from "@/ui/components/bidi";

/**
 * A server's own words, trimmed and bidi-isolated for any page ("" stays ""). A server writes in its
 * own language and direction, which may not be the page's: "Invalid voucher code." in an Arabic
 * page showed its full stop at the start of the sentence, and an Arabic message in an English page
 * would take the words beside it into its order. Server words travel as strings (a field's error,
 * a form's alert, the Pay bar, a status), so each is isolated as a string (`isolatedText`) and
 * takes the direction of its own first letter.
 */
export const asServerWords = (text: string): string => {
  const trimmed = text.trim();
  return trimmed === "" ? "" : isolatedText(trimmed);
};

/**
 * Which of a server's own words may reach the screen. A refusal's message (a 4xx: "This phone
 * number is already registered.") answers the user's request and is shown as the server wrote it,
 * isolated ({@link asServerWords}). A 5xx's message is a server or proxy talking to itself ("Server
 * Error", an HTML page's status line): it has no translation and tells the user nothing, so the
 * screen's own text in the user's language stands instead (issue 13 point 7). Undefined: use the
 * caller's own text.
 */
export const serverWords = (failure: { readonly status?: number; readonly message: string }): string | undefined => {
  const words = asServerWords(failure.message);
  return words === "" || (failure.status !== undefined && failure.status >= 500) ? undefined : words;
};
