import type { LinkOptions } from "@tanstack/react-router";
import type { LocalePrefix } from "@/ui/app/locale-prefix";

/**
 * SPEC §2 pages as routes of the `{-$locale}` tree. Kept as literal route ids so TanStack checks
 * each one against the generated route tree.
 */
export const PAGE_ROUTES = {
  home: "/{-$locale}",
  faq: "/{-$locale}/faq",
  draws: "/{-$locale}/draws",
  numbers: "/{-$locale}/numbers",
  aboutUs: "/{-$locale}/about-us",
  checkout: "/{-$locale}/checkout",
  thankYou: "/{-$locale}/thank-you",
  contactUs: "/{-$locale}/contact-us",
  watchLive: "/{-$locale}/watch-live",
  downloadApps: "/{-$locale}/download-apps",
  prizeBreakdown: "/{-$locale}/prize-breakdown",
  brandAmbassador: "/{-$locale}/brand-ambassador",
  paymentSuccessful: "/{-$locale}/payment/successful",
  unsuccessfulPayment: "/{-$locale}/unsuccessful-payment",
  greenCertificateGenerating: "/{-$locale}/payment/green-certificate-generating",
  greenCertificates: "/{-$locale}/buy/green-certificates",
  verifyEmail: "/{-$locale}/confirm/verify-email",
  emailConfirmation: "/{-$locale}/email-confirmation",
  registrationCompleted: "/{-$locale}/registration-completed",
  registerOtp: "/{-$locale}/register/otp",
  login: "/{-$locale}/login",
  register: "/{-$locale}/register",
  forgotPassword: "/{-$locale}/forgot-password",
  favourite: "/{-$locale}/favourite",
  wallet: "/{-$locale}/wallet",
  notifications: "/{-$locale}/notifications",
  deleteAccount: "/{-$locale}/delete-account",
  changePassword: "/{-$locale}/change-password",
  personalDetail: "/{-$locale}/personal-detail",
} as const satisfies Record<string, LinkOptions["to"]>;

/** A named page of SPEC §2 (the /{slug} game page aside), by its navigation label. */
export type PageId = keyof typeof PAGE_ROUTES;

/** How the layout reaches a page: TanStack link options, so every link it renders is checked against the route tree. */
export type PageLinks = (page: PageId) => LinkOptions;

/** The link options of a page in the given language (the prefix is the `locale` param). */
export const pageLink = (page: PageId, locale: LocalePrefix | undefined): LinkOptions => ({
  to: PAGE_ROUTES[page],
  params: { locale },
});

/** The layout's {@link PageLinks} for the language the page is shown in. */
export const pageLinks =
  (locale: LocalePrefix | undefined): PageLinks =>
  (page) =>
    pageLink(page, locale);
