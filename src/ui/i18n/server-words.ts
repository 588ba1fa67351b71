/**
 * Which of a server's own words may reach the screen. A refusal's message (a 4xx: "This phone
 * number is already registered.") answers the user's request and is shown as the server wrote it.
 * A 5xx's message is a server or proxy talking to itself ("Server Error", an HTML page's status
 * line): it has no translation and tells the user nothing, so the screen's own text in the user's
 * language stands instead (issue 13 point 7). Undefined: use the caller's own text.
 */
export const serverWords = (failure: { readonly status?: number; readonly message: string }): string | undefined => {
  const text = failure.message.trim();
  return text === "" || (failure.status !== undefined && failure.status >= 500) ? undefined : text;
};
