import { stringifySearchWith } from "@tanstack/react-router";
import { PICKS_PARAM } from "@/application/favourites/play-again";
import { PAYMENT_FAILURE_REASONS, type PaymentFailureReason } from "@/domain/payment/payment-failure-reason";
import { safeReturnUrl } from "@/domain/routing/return-url";
import { REAUTH_PARAM } from "@/domain/routing/route-access";
import { voucherCodeParam } from "@/domain/voucher/voucher-param";

/**
 * The routes' `validateSearch` decoders, every one of them (SPEC §2 query parameters), named after
 * the parameter they read; a route whose page reads two composes them (`loginSearch`). The address
 * is read as text (`parseSearch` below), so each decoder takes the text the address gave and
 * answers with a clean value or nothing: a bad value is dropped, never a crash.
 */
type RawSearch = Readonly<Record<string, unknown>>;

/**
 * The app router's reading of the address's query (`createAppRouter`): every value the text it was
 * written as, a repeated key its texts in a list. The router's default reads a value that looks
 * like JSON as JSON, and then "?voucher=1E5" came as the number 100000, "?voucher=true" as `true`
 * and "?code=12E45" as 1.2e+46: a code the player typed, or a link carried, was changed or lost.
 * The decoders below turn the text into a page's values.
 */
export const parseSearch = (search: string): Record<string, string | string[]> => {
  const query = Object.create(null) as Record<string, string | string[]>;
  for (const [key, value] of new URLSearchParams(search)) {
    const before = query[key];
    query[key] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return query;
};

/**
 * The router's writing of a page's decoded values into the address, the reverse of `parseSearch`:
 * text as it is, a number or `true` as its text ("step=4", "reauth=true"), which the decoders read
 * back as the same value.
 */
export const stringifySearch = stringifySearchWith(JSON.stringify);

/** The address's query as the app's router reads and writes it (for every router: app, prerender, tests). */
export const SEARCH_CODEC = { parseSearch, stringifySearch } as const;

/** Text of a raw value (numbers back as text), trimmed; undefined when empty or not text. */
export const searchText = (value: unknown): string | undefined => {
  const text =
    typeof value === "string" ? value : typeof value === "number" && Number.isFinite(value) ? String(value) : undefined;
  const trimmed = text?.trim();
  return trimmed === undefined || trimmed === "" ? undefined : trimmed;
};

/**
 * The key with its value, the key set to undefined when the value is bad: the router keeps a raw
 * parameter its validator does not name, so a dropped one must be named to be gone.
 */
const only = <K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V | undefined>> =>
  ({ [key]: value }) as Partial<Record<K, V | undefined>>;

/** SPEC §2: the access token a link carries (`?token=`), on every page. */
export const tokenSearch = (search: RawSearch): { token?: string | undefined } => only("token", searchText(search["token"]));

/** SPEC §2 returnUrl: kept only when the safe-return-url rule honours it (same site, not /login). */
export const returnUrlSearch = (search: RawSearch): { returnUrl?: string | undefined } =>
  only("returnUrl", safeReturnUrl(searchText(search["returnUrl"])) ?? undefined);

/**
 * SPEC §8: `reauth=1` on /login, a 401 that kept the session (docs/routing.md). The router writes
 * the decoded `true` back as `reauth=true` whenever it rebuilds the address (a language switch,
 * the first render's canonical address), so that reads as the same: every decoder here answers its
 * own output unchanged (tests/unit/ui/app/search-params.test.ts), or the guests-only rule would see the
 * sign-in-again visit lose its `reauth` and send the user home.
 */
export const reauthSearch = (search: RawSearch): { reauth?: true | undefined } => {
  const value = search[REAUTH_PARAM];
  const text = searchText(value);
  return only("reauth", value === true || text === "1" || text === "true" ? true : undefined);
};

/** /login: where to go after signing in, and whether it is a sign-in again (SPEC §2, §8). */
export const loginSearch = (search: RawSearch): { returnUrl?: string | undefined; reauth?: true | undefined } => ({
  ...returnUrlSearch(search),
  ...reauthSearch(search),
});

/** A whole number from `min` to `max` ("4", 4), else nothing. */
export const integerIn = (value: unknown, min: number, max: number): number | undefined => {
  const text = searchText(value);
  if (text === undefined || !/^\d+$/.test(text)) return undefined;
  const number = Number(text);
  return number >= min && number <= max ? number : undefined;
};

/** One of the given words, else nothing. */
export const oneOf = <T extends string>(value: unknown, words: ReadonlyArray<T>): T | undefined => {
  const text = searchText(value);
  return (words as ReadonlyArray<string | undefined>).includes(text) ? (text as T) : undefined;
};

/** A game slug (`?game=`): lowercase letters, digits and hyphens, else nothing. */
export const slugText = (value: unknown): string | undefined => {
  const text = searchText(value);
  return text !== undefined && /^[a-z0-9][a-z0-9-]*$/i.test(text) ? text : undefined;
};

/** `?game=<slug>` (/numbers, /prize-breakdown). */
export const gameSearch = (search: RawSearch): { game?: string | undefined } => only("game", slugText(search["game"]));

/** SPEC §2 favourite "play again": `?picks=` on a game page, the numbers to fill in (docs/play.md). */
export const picksSearch = (search: RawSearch): { picks?: string | undefined } => only("picks", searchText(search[PICKS_PARAM]));

/** /numbers: `game` chooses the game, `picks` as on every game page (docs/play.md). */
export const numbersSearch = (search: RawSearch): { game?: string | undefined; picks?: string | undefined } => ({
  ...gameSearch(search),
  ...picksSearch(search),
});

/** /wallet?step=1…4 (SPEC §2): the wallet's section; another value is dropped (the overview). */
export const stepSearch = (search: RawSearch): { step?: number | undefined } => only("step", integerIn(search["step"], 1, 4));

/** /unsuccessful-payment?reason= (SPEC §2): one of the known reasons, else dropped (the page says "unknown"). */
export const reasonSearch = (search: RawSearch): { reason?: PaymentFailureReason | undefined } =>
  only("reason", oneOf(search["reason"], PAYMENT_FAILURE_REASONS));

/** /buy/green-certificates?offer=<id>: the offer chosen before signing in (kept across the login). */
export const offerSearch = (search: RawSearch): { offer?: number | undefined } =>
  only("offer", integerIn(search["offer"], 1, Number.MAX_SAFE_INTEGER));

/**
 * /payment/green-certificate-generating?code=<code>: the code as given; the page itself says when it
 * does not look like a certificate's code (`isCertificateCode`), so a mistyped link is explained.
 */
export const codeSearch = (search: RawSearch): { code?: string | undefined } => only("code", searchText(search["code"]));

/** The checkout's query parameter of a voucher code handed across the sign-in (docs/play.md). */
export const VOUCHER_PARAM = "voucher";

/**
 * /checkout?voucher=<code>: the code a guest typed before signing in, to fill in and redeem once
 * (`voucherCodeParam`: trimmed, at most 64 letters, digits, "-" or "_"); anything else is dropped.
 */
export const voucherSearch = (search: RawSearch): { voucher?: string | undefined } =>
  only(VOUCHER_PARAM, voucherCodeParam(searchText(search[VOUCHER_PARAM])));
