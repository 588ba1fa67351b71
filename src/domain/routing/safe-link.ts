import { Data, Result } from "effect";

/**
 * Links that arrive from outside the code (a notification's link, a certificate's address) and the
 * app redirect's own links are checked here, one way for all of them: the text is parsed by the
 * WHATWG URL parser — the one browsers use to follow an href — and the parsed result is compared,
 * never the raw text. What the parser would quietly repair (tabs, newlines, surrounding spaces,
 * backslashes read as "/") is refused instead, because a link that only works once repaired was
 * written to mislead. An accepted link is given back in the parser's own serialisation, so what is
 * rendered or followed is exactly what was checked.
 */

export type UnsafeLinkReason =
  /** Nothing to follow. */
  | "Empty"
  /** Longer than {@link MAX_LINK_LENGTH}. */
  | "TooLong"
  /** A control, space, separator, invisible formatting character or lone surrogate anywhere in the text. */
  | "HiddenCharacter"
  /** A backslash, which browsers read as "/" in web addresses. */
  | "Backslash"
  /** The URL parser refuses it (or a percent-escape of its path does not decode). */
  | "Unparsable"
  /** It leads to another scheme, host or port than the site's. */
  | "OtherOrigin"
  /** Not an https address. */
  | "NotHttps"
  /** It names a user or password before the host ("https://site@evil.example"). */
  | "Credentials"
  /** An https address on a host that is not on the configured list. */
  | "HostNotAllowed"
  /** A path that, decoded, could be read as another host ("//host", "\\host") or walks with "." / "..". */
  | "AmbiguousPath";

export class UnsafeLink extends Data.TaggedError("UnsafeLink")<{
  readonly input: string;
  readonly reason: UnsafeLinkReason;
}> {}

/** Longer links are refused: no page of the shop needs one, and very long ones hide their end. */
export const MAX_LINK_LENGTH = 2048;

/**
 * Controls (C0, DEL, C1), every space and line/paragraph separator, invisible formatting
 * characters (zero-width, bidi overrides, soft hyphen, BOM), private-use code points and lone
 * surrogates.
 */
const HIDDEN_CHARACTER = /[\p{Cc}\p{Cf}\p{Co}\p{Z}]|\p{Cs}/u;

/** How many times a path is percent-decoded when looking for a hidden "//" or ".." (double encodings). */
const DECODE_ROUNDS = 4;

const refuse = (input: string, reason: UnsafeLinkReason): Result.Result<never, UnsafeLink> =>
  Result.fail(new UnsafeLink({ input, reason }));

/** Checks on the raw text, before parsing: what a parser would strip or reinterpret silently. */
const rawProblem = (input: string): UnsafeLinkReason | undefined => {
  if (input === "") return "Empty";
  if (input.length > MAX_LINK_LENGTH) return "TooLong";
  if (HIDDEN_CHARACTER.test(input)) return "HiddenCharacter";
  if (input.includes("\\")) return "Backslash";
  return undefined;
};

const parse = (input: string, base?: string): URL | undefined => {
  try {
    return base === undefined ? new URL(input) : new URL(input, base);
  } catch {
    return undefined;
  }
};

const isDotSegment = (segment: string): boolean => segment === "." || segment === "..";

/** A decoded form of the path that a router or server could take for another host, or walk upward. */
const isAmbiguousPath = (path: string): boolean =>
  path.startsWith("//") || path.includes("\\") || HIDDEN_CHARACTER.test(path) || path.split("/").some(isDotSegment);

/**
 * The path as parsed, then each of its percent-decodings (up to {@link DECODE_ROUNDS}): the first
 * problem found, if any. "/%2F%2Fevil.example" and "/%252F%252Fevil.example" are ambiguous.
 */
const pathProblem = (pathname: string): UnsafeLinkReason | undefined => {
  let current = pathname;
  for (let round = 0; round <= DECODE_ROUNDS; round += 1) {
    if (isAmbiguousPath(current)) return "AmbiguousPath";
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return "Unparsable";
    }
    if (decoded === current) return undefined;
    current = decoded;
  }
  return "AmbiguousPath";
};

/**
 * A link that must stay on the site: `input` (a path such as "/wallet?step=4", or an absolute URL)
 * is resolved against `siteOrigin` as a browser resolves an href, and accepted only when the result
 * is on that very origin (scheme, host and port), names no user or password, and its path cannot be
 * read as another host once decoded. Answers the site-relative path (path + query + fragment) in
 * the parser's serialisation: it always starts with exactly one "/".
 */
export const sitePath = (input: string, siteOrigin: string): Result.Result<string, UnsafeLink> => {
  const raw = rawProblem(input);
  if (raw !== undefined) return refuse(input, raw);
  const site = parse(siteOrigin);
  const url = site === undefined ? undefined : parse(input, site.origin);
  if (site === undefined || url === undefined) return refuse(input, "Unparsable");
  // "blob:https://site/…" shares the site's origin but is not a page of it.
  if (url.origin !== site.origin || url.protocol !== site.protocol) return refuse(input, "OtherOrigin");
  if (url.username !== "" || url.password !== "") return refuse(input, "Credentials");
  const path = pathProblem(url.pathname);
  if (path !== undefined) return refuse(input, path);
  return Result.succeed(`${url.pathname}${url.search}${url.hash}`);
};

/**
 * A host name as the URL parser writes it ("Certificates.Example.COM" → "certificates.example.com",
 * an IDN → its punycode, ":443" dropped), or undefined when the text is not a bare host[:port].
 */
export const normalizeHost = (text: string): string | undefined => {
  if (rawProblem(text) !== undefined || /[/?#@]/.test(text)) return undefined;
  const url = parse(`https://${text}`);
  return url === undefined || url.hostname === "" ? undefined : url.host;
};

/**
 * An address outside the site that the shop may link to (a certificate's PDF): accepted only as an
 * absolute https URL, without user or password, whose host (and port, when not 443) is one of
 * `allowedHosts` (as {@link normalizeHost} writes them). Answers the URL in the parser's
 * serialisation.
 */
export const httpsUrlOnHosts = (input: string, allowedHosts: ReadonlyArray<string>): Result.Result<string, UnsafeLink> => {
  const raw = rawProblem(input);
  if (raw !== undefined) return refuse(input, raw);
  const url = parse(input);
  if (url === undefined) return refuse(input, "Unparsable");
  if (url.protocol !== "https:") return refuse(input, "NotHttps");
  if (url.username !== "" || url.password !== "") return refuse(input, "Credentials");
  if (!allowedHosts.includes(url.host)) return refuse(input, "HostNotAllowed");
  return Result.succeed(url.href);
};
