import { isolatedText } from "@/ui/components/bidi";

/**
 * Which of a server's own words may reach the screen, and in what form. A refusal's message (a 4xx:
 * "This phone number is already registered.") answers the user's request and is shown as the
 * server wrote it, trimmed. A 5xx's message is a server or proxy talking to itself ("Server Error",
 * an HTML page's status line): it has no translation and tells the user nothing, so the screen's
 * own text in the user's language stands instead (issue 13 point 7). Undefined: use the caller's
 * own text (for a blank message too).
 *
 * The words are bidi-isolated (`isolatedText`): a server writes in its own language and direction,
 * which may not be the page's. "Invalid voucher code." in an Arabic page showed its full stop at
 * the start of the sentence, and an Arabic message in an English page would take the words beside
 * it into its order. They travel as strings (a field's error, a form's alert, the Pay bar, a
 * status), so each is isolated as a string and takes the direction of its own first letter.
 */
export const serverWords = (failure: { readonly status?: number; readonly message: string }): string | undefined => {
  const words = failure.message.trim();
  return words === "" || (failure.status !== undefined && failure.status >= 500) ? undefined : isolatedText(words);
};
