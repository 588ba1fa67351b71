import type { LinkOptions } from "@tanstack/react-router";

/**
 * SPEC §2: every named page (the /{slug} game page aside), keyed by its navigation label
 * (LL.layout.nav[id]) and with its unprefixed path.
 */
export const PAGE_PATHS = {
  home: "/",
  faq: "/faq",
  draws: "/draws",
  numbers: "/numbers",
  aboutUs: "/about-us",
  checkout: "/checkout",
  thankYou: "/thank-you",
  contactUs: "/contact-us",
  watchLive: "/watch-live",
  downloadApps: "/download-apps",
  prizeBreakdown: "/prize-breakdown",
  brandAmbassador: "/brand-ambassador",
  paymentSuccessful: "/payment/successful",
  unsuccessfulPayment: "/unsuccessful-payment",
  greenCertificateGenerating: "/payment/green-certificate-generating",
  greenCertificates: "/buy/green-certificates",
  verifyEmail: "/confirm/verify-email",
  emailConfirmation: "/email-confirmation",
  registrationCompleted: "/registration-completed",
  registerOtp: "/register/otp",
  login: "/login",
  register: "/register",
  forgotPassword: "/forgot-password",
  favourite: "/favourite",
  wallet: "/wallet",
  notifications: "/notifications",
  deleteAccount: "/delete-account",
  changePassword: "/change-password",
  personalDetail: "/personal-detail",
} as const;

export type PageId = keyof typeof PAGE_PATHS;

/**
 * How the layout reaches a page: the shell answers with TanStack link options (locale prefix
 * included), so every link the header and footer render is checked against the route tree.
 */
export type PageLinks = (page: PageId) => LinkOptions;

export const PRIMARY_NAV_PAGES = [
  "home",
  "draws",
  "prizeBreakdown",
  "watchLive",
  "greenCertificates",
] as const satisfies ReadonlyArray<PageId>;

/** SPEC §2 content pages, all linked from the footer. */
export const FOOTER_GROUPS = {
  explore: ["draws", "prizeBreakdown", "watchLive", "greenCertificates", "brandAmbassador", "downloadApps"],
  help: ["faq", "aboutUs", "contactUs"],
} as const satisfies Record<string, ReadonlyArray<PageId>>;

/** SPEC §2/§6: pages for signed-in users, offered in the account menu. */
export const ACCOUNT_MENU_PAGES = [
  "personalDetail",
  "wallet",
  "favourite",
  "notifications",
  "changePassword",
] as const satisfies ReadonlyArray<PageId>;
