// typesafe-i18n's own type, not the generated one: that one reserves the namespaces' names at the
// root of the dictionary, and a page here is called `wallet` like the wallet namespace.
import type { BaseTranslation } from "typesafe-i18n";

/**
 * One short introduction per page of SPEC §2 (the page headings are the `layout.nav` labels),
 * read by the pages' frame (InfoPage). A namespace: no first view (/, /{slug}, /numbers,
 * /checkout) shows one, so the texts load with the pages that do (docs/i18n.md).
 */
const pages = {
  faq: "Answers to the questions players ask most about entries, draws, payments and accounts.",
  draws: "Past draws with their dates, winning numbers and jackpots.",
  numbers: "Pick your numbers for the first game on sale and add the entry to your cart.",
  aboutUs: "Who we are and how our lottery games work.",
  checkout: "Review the entries in your cart, redeem a voucher and pay from your balance.",
  thankYou:
    "A purchase's receipt shows here right after it is paid. The tickets you bought and what you paid stay in your wallet's history.",
  contactUs: "Send us a question or a comment and our team will answer by email.",
  watchLive: "Follow the next draw live as the numbers are drawn.",
  downloadApps: "Get the app for your phone and play wherever you are.",
  prizeBreakdown: "How many numbers each prize tier needs and what it pays.",
  brandAmbassador: "Meet the face of our lottery and the stories behind the draws.",
  paymentSuccessful: "Your payment went through and your entries are in the draw.",
  unsuccessfulPayment: "Your payment did not go through. Your cart is kept, so you can try again.",
  greenCertificateGenerating: "We are preparing your green certificate. This takes a moment.",
  greenCertificates: "Buy a green certificate and support sustainable projects.",
  verifyEmail: "We are confirming your email address.",
  emailConfirmation: "Check your inbox for the link that confirms your email address.",
  registrationCompleted: "Your account is ready. You can now play and pay from your balance.",
  registerOtp: "Enter the 6-digit code we sent to your phone.",
  login: "Sign in with your phone number and password.",
  register: "Create an account with your phone number to keep a balance and sync your cart.",
  forgotPassword: "Enter your phone number and we will send you a code to reset your password.",
  favourite: "Your saved number picks, ready to play again.",
  wallet: "Your balance, with ways to add, share and withdraw credit.",
  notifications: "Messages about your entries, draws and account.",
  deleteAccount: "Close your account and remove your personal data.",
  changePassword: "Choose a new password for your account.",
  personalDetail: "Your name, contact details and address.",
} satisfies BaseTranslation;

export default pages;
