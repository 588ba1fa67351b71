import type { BaseTranslation } from "../i18n-types";

/** SPEC §8: the error catalogue. Quoted SPEC messages are kept word for word in English. */
const errors = {
  /** SPEC §8: attempt_type 1 bans voucher use for 10 minutes. */
  voucherBanned10Minutes: "You are banned from using vouchers for 10 minutes. Please use it after {time:string}.",
  /** SPEC §8: any other attempt_type bans voucher use for 1 day. */
  voucherBanned1Day: "You are banned from using vouchers for 1 day. Please use it after {time:string}.",
  voucherRedeemFailed: "Failed to redeem voucher",
  /** SPEC §2/§8: an unmatched route. */
  pageNotFoundPath: "Page not found: {path:string}",
  /** SPEC §8: a route whose page validation failed (e.g. an unknown game slug). */
  pageNotFoundInvalid: "Page Not Found: {path:string}",
  pageNotFound: "Page Not Found",
  internalServerError: "Internal Server Error",
  goHome: "Go to the home page",
  generic: "Something went wrong. Please try again.",
  network: "We could not reach the server. Check your connection and try again.",
  /** docs/routing.md: a page's code could not load while offline; it opens once the network is back. */
  offlinePage: "You are offline. This page will open as soon as you are back online.",
  sessionExpired: "Your session has ended. Please sign in again.",
} satisfies BaseTranslation;

export default errors;
