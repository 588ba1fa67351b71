/**
 * The provider states the shop's pacts use (docs/contracts.md). Each name is a template whose
 * `{placeholders}` are its parameters (`.given(...States.player("0.00"))`); the provider answers the values it created (the access token,
 * ids, codes), which the verifier injects where a request says `fromProviderState("${name}", …)`.
 */
type Params = { [key: string]: string | number };

/** A state's name and parameters, spread into `given(...)`. */
export type ProviderState = [name: string, params: Params];

const state = (name: string, params: Params = {}): ProviderState => [name, params];

/** SPEC §7 answer shapes the sandbox can give (docs/sandbox.md); a real server may ignore it. */
export const SPEC_SHAPE = { shape: "spec" } as const;

export const States = {
  /** FAQ, question types, certificate offers and page metadata exist. Injects questionTypeId, offerId. */
  contentPublished: () => state("the shop's content is published"),
  /** The game is on sale with a draw open. Injects eventId, gameId. */
  gamesOnSale: (gameSlug = "lucky-day") => state("the games on sale include {gameSlug}", { gameSlug }),
  /** A signed-in player with this balance (SPEC §3 text). Injects accessToken, userId, eventId. */
  player: (balance = "1,234.50") => state("a player with balance {balance}", { balance }),
  /** A player who signs in with these credentials. Injects accessToken, userId. */
  playerWithPassword: (phone: string, password: string, callingCode = "+971") =>
    state("a player {callingCode} {phone} with password {password}", { callingCode, phone, password }),
  /** Someone else is registered with this phone (to share credit with). */
  otherPlayer: (phone: string, callingCode = "+971") =>
    state("another player has the phone {callingCode} {phone}", { callingCode, phone }),
  /** Nobody is registered with this phone. */
  phoneFree: (phone: string, callingCode = "+971") =>
    state("no player has the phone {callingCode} {phone}", { callingCode, phone }),
  /** SPEC §6/§9 weekly limit. Injects accessToken, userId. */
  ticketsLeft: (remaining: number) => state("a player with {remaining} tickets left this week", { remaining }),
  /** The server cart (SPEC §4). Injects accessToken. */
  cartWith: (entries: number, shape?: typeof SPEC_SHAPE) =>
    state("a player whose cart holds {entries} entries", { entries, ...shape }),
  /** Injects accessToken, favouriteId. */
  savedNumbers: (gameSlug = "lucky-day") => state("a player with saved numbers for {gameSlug}", { gameSlug }),
  /** Injects accessToken, notificationId. */
  unreadNotification: (link: string) => state("a player with an unread notification linking to {link}", { link }),
  /** Injects accessToken. */
  emailNotVerified: () => state("a player whose email is not verified"),
  /** Injects verificationToken. */
  emailLinkSent: () => state("an email verification link was sent to a player"),
  /** A voucher worth a fixed amount. Injects accessToken. */
  voucherAmount: (code: string, amount: string) => state("voucher {code} takes off {amount}", { code, amount }),
  /** A discount voucher: a percentage off at purchase. Injects accessToken. */
  voucherPercent: (code: string, percent: number) => state("voucher {code} takes off {percent} percent", { code, percent }),
  /** Injects accessToken. */
  noVoucher: (code: string) => state("no voucher has the code {code}", { code }),
  /** SPEC §8 voucher ban: type 1 for 10 minutes, 2 for a day; any code is refused. Injects accessToken. */
  voucherBan: (code: string, type: 1 | 2) => state("voucher {code} bans with attempt type {type}", { code, type }),
  /** Injects accessToken, certificateCode. */
  certificate: (polls: number) => state("a certificate whose generation needs {polls} more polls", { polls }),
  /** Injects otp. */
  signUpWaiting: (phone: string, secondsAgo: number, callingCode = "+971") =>
    state("a sign-up for {callingCode} {phone} got its OTP {secondsAgo} seconds ago", { callingCode, phone, secondsAgo }),
  /** Injects otp. */
  resetWaiting: (phone: string, callingCode = "+971") =>
    state("a password reset for {callingCode} {phone} is waiting", { callingCode, phone }),
  /**
   * SPEC §8: every call that carries the token is answered `{ status: 401, message }`, with this
   * HTTP status (401, or 200 for a server that reports it in the body). Injects accessToken.
   */
  sessionRefused: (message: string, httpStatus: number) =>
    state("the session is refused with message {message} and HTTP status {httpStatus}", { message, httpStatus }),
  /** SPEC §8 "only logged" calls: the service answers this 5xx. Injects accessToken. */
  serviceDown: (service: "balance" | "seo", httpStatus: number) =>
    state("the {service} service fails with HTTP status {httpStatus}", { service, httpStatus }),
};
