/** SPEC §2: the query parameter that logs the user in. */
export const TOKEN_PARAM = "token";

/** Whether a site-relative address carries the sign-in token parameter ("/wallet?token=…", even an empty one). */
export const hasSignInToken = (location: string): boolean =>
  new URL(location, "http://shop.invalid").searchParams.has(TOKEN_PARAM);

/** A query string without the access token ("?token=a&step=4" → "?step=4"): never kept in a returnUrl. */
export const searchWithoutToken = (searchStr: string): string => {
  const params = new URLSearchParams(searchStr);
  params.delete(TOKEN_PARAM);
  const rest = params.toString();
  return rest === "" ? "" : `?${rest}`;
};
