import { isIgnoredPath } from "@/domain/routing/route-access";

/** SPEC §2: the query parameter that logs the user in. */
const TOKEN_PARAM = "token";

/** A query string without the access token ("?token=a&step=4" → "?step=4"): never kept in a returnUrl. */
export const searchWithoutToken = (searchStr: string): string => {
  const params = new URLSearchParams(searchStr);
  params.delete(TOKEN_PARAM);
  const rest = params.toString();
  return rest === "" ? "" : `?${rest}`;
};

/** SPEC §2: the well-known app-specific paths are caught and ignored (no page, no tracking). */
export const isIgnored = (pathname: string): boolean => isIgnoredPath(pathname);
