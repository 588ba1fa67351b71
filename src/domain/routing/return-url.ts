import { normalizePath, REAUTH_PARAM } from "@/domain/routing/route-access";

export const LOGIN_PATH = "/login";
/** SPEC §8: where a 401 that keeps the session sends the user (the form, even when signed in). */
export const LOGIN_AGAIN_PATH = `${LOGIN_PATH}?${REAUTH_PARAM}=1`;
export const CHECKOUT_PATH = "/checkout";
export const HOME_PATH = "/";

/** Whitespace and control characters: browsers drop or reinterpret them inside URLs. */
const isUnsafeChar = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return code <= 0x20 || (code >= 0x7f && code <= 0x9f) || /\s/u.test(char);
};
const hasUnsafeChar = (text: string): boolean => [...text].some(isUnsafeChar);
const MAX_DECODE_ROUNDS = 5;

/** "." or ".." path segments: resolving them can turn "/..//host" into "//host". */
const hasDotSegment = (text: string): boolean =>
  (text.split(/[?#]/)[0] ?? "").split("/").some((segment) => segment === "." || segment === "..");

/** A site-relative path: one leading "/", never "//" or a backslash (browsers read "\" as "/"). */
const isPlainRelativePath = (text: string): boolean =>
  text.startsWith("/") && !text.startsWith("//") && !text.includes("\\") && !hasUnsafeChar(text) && !hasDotSegment(text);

/** Every percent-decoding of the text is safe too (so "/%2F%2Fevil", "/%5Cevil" are refused). */
const staysRelativeWhenDecoded = (text: string): boolean => {
  let current = text;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (!isPlainRelativePath(decoded)) return false;
    if (decoded === current) return true;
    current = decoded;
  }
  return false;
};

/**
 * SPEC §2: a returnUrl is honoured only when it is a same-site relative path that is not /login
 * (with or without locale prefix, query or trailing slash). Anything else (absolute URLs,
 * protocol-relative "//host", backslashes, "javascript:", dot segments, encoded or
 * whitespace-hidden variants) is refused and yields null.
 */
export const safeReturnUrl = (returnUrl: string | null | undefined): string | null => {
  if (returnUrl === null || returnUrl === undefined) return null;
  if (!isPlainRelativePath(returnUrl) || !staysRelativeWhenDecoded(returnUrl)) return null;
  return normalizePath(decodeURIComponent(returnUrl)) === LOGIN_PATH ? null : returnUrl;
};

/** SPEC §2: after login go to the honoured returnUrl, else /checkout when the cart has items, else /. */
export const postLoginTarget = (returnUrl: string | null | undefined, cartHasItems: boolean): string =>
  safeReturnUrl(returnUrl) ?? (cartHasItems ? CHECKOUT_PATH : HOME_PATH);

/**
 * SPEC §2: `path` carrying the honoured returnUrl on (a login that continues on another page, such
 * as the OTP step of an unverified phone, keeps where the user was going); `path` unchanged when
 * there is none or it is refused.
 */
export const withReturnUrl = (path: string, returnUrl: string | null | undefined): string => {
  const safe = safeReturnUrl(returnUrl);
  if (safe === null) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${new URLSearchParams({ returnUrl: safe }).toString()}`;
};
