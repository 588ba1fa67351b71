/** SPEC §2: the query parameter that logs the user in. */
export const TOKEN_PARAM = "token";

/** Whether a query string carries the sign-in token parameter ("?token=…", even an empty one). */
export const hasSignInToken = (searchStr: string): boolean => new URLSearchParams(searchStr).has(TOKEN_PARAM);

/** A query string without the access token ("?token=a&step=4" → "?step=4"): never kept in a returnUrl. */
export const searchWithoutToken = (searchStr: string): string => {
  const params = new URLSearchParams(searchStr);
  params.delete(TOKEN_PARAM);
  const rest = params.toString();
  return rest === "" ? "" : `?${rest}`;
};
