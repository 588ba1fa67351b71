/** Fixed content of the sandbox: vouchers, certificate offers, FAQ, question types, page metadata. */

export interface VoucherDefinition {
  code: string;
  /** SPEC §1: a discount voucher is not subtracted from the amount owed by the client. */
  discount: boolean;
  /** Fils off for an amount voucher; percent off for a discount voucher. */
  value: number;
  expired: boolean;
}

export const VOUCHERS: readonly VoucherDefinition[] = [
  { code: "SAVE10", discount: false, value: 1000, expired: false },
  { code: "WELCOME20", discount: true, value: 20, expired: false },
  { code: "EXPIRED5", discount: false, value: 500, expired: true },
];

export interface CertificateOfferDefinition {
  id: number;
  name: string;
  description: string;
  price_fils: number;
  entries: number;
  game_slug: string;
  trees_planted: number;
}

export const CERTIFICATE_OFFERS: readonly CertificateOfferDefinition[] = [
  {
    id: 1,
    name: "Seedling",
    description: "One tree planted and one free Lucky Day entry.",
    price_fils: 3500,
    entries: 1,
    game_slug: "lucky-day",
    trees_planted: 1,
  },
  {
    id: 2,
    name: "Grove",
    description: "Five trees planted and three free Lucky Day entries.",
    price_fils: 10000,
    entries: 3,
    game_slug: "lucky-day",
    trees_planted: 5,
  },
  {
    id: 3,
    name: "Forest",
    description: "Twenty trees planted and ten free Grand Fortune entries.",
    price_fils: 25000,
    entries: 10,
    game_slug: "grand-fortune",
    trees_planted: 20,
  },
];

export const QUESTION_TYPES = [
  { id: 1, name: "My account" },
  { id: 2, name: "Payments and wallet" },
  { id: 3, name: "Tickets and draws" },
  { id: 4, name: "Prizes and winnings" },
  { id: 5, name: "Something else" },
] as const;

export const FAQ_GROUPS = [
  {
    id: 1,
    title: "Playing",
    questions: [
      {
        id: 11,
        question: "How do I play Lucky Day?",
        answer: "Pick 6 numbers from 1 to 44 and 1 bonus number from 1 to 22, or let quick pick choose them.",
      },
      { id: 12, question: "When do sales close?", answer: "Sales for a draw close one hour before the draw." },
      {
        id: 13,
        question: "Can I play without an account?",
        answer: "You can build tickets and keep them in your cart; sign in to pay.",
      },
    ],
  },
  {
    id: 2,
    title: "Wallet and payments",
    questions: [
      {
        id: 21,
        question: "How do I add credit?",
        answer: "Open the wallet and choose add credit; cards, Apple Pay and Google Pay are accepted.",
      },
      { id: 22, question: "How long does a withdrawal take?", answer: "Withdrawals are reviewed within two working days." },
    ],
  },
  {
    id: 3,
    title: "Vouchers",
    questions: [
      {
        id: 31,
        question: "Why can I not redeem a voucher?",
        answer: "After three failed attempts vouchers are blocked for 10 minutes; after more, for a day.",
      },
    ],
  },
] as const;

export const SITE_NAME = "Lotto Shop";

/** Page metadata by path (GET /api/seo/{path}); unknown paths answer 404 and the client falls back. */
export const SEO_PAGES: Readonly<Record<string, { title: string; description: string }>> = {
  "/": { title: "Lotto Shop – play online", description: "Pick your numbers, fill your cart and play the next draw online." },
  "/faq": { title: "FAQ – Lotto Shop", description: "Answers about playing, payments, vouchers and your account." },
  "/draws": { title: "Draws and results – Lotto Shop", description: "Winning numbers of the latest draws." },
  "/prize-breakdown": { title: "Prize breakdown – Lotto Shop", description: "Prize tiers and winners of every game." },
  "/contact-us": {
    title: "Contact us – Lotto Shop",
    description: "Questions about your account, payments or tickets? Write to us.",
  },
  "/buy/green-certificates": { title: "Green certificates – Lotto Shop", description: "Plant trees and get free entries." },
  // Every other SPEC §2 page has metadata too, as a real backend would: only unknown paths answer
  // 404 (a failed request is a console error, which costs the page its Lighthouse best-practices).
  "/numbers": {
    title: "Pick your numbers – Lotto Shop",
    description: "Pick your numbers for the first game on sale and add the entry to your cart.",
  },
  "/checkout": { title: "Cart – Lotto Shop", description: "Your entries, a voucher and payment from your balance." },
  "/thank-you": { title: "Thank you – Lotto Shop", description: "Your entries are in the draw." },
  "/about-us": { title: "About us – Lotto Shop", description: "Who runs the shop and how the draws work." },
  "/watch-live": { title: "Watch live – Lotto Shop", description: "Watch the next draw as it happens." },
  "/download-apps": { title: "Download the apps – Lotto Shop", description: "Play on your phone with the Lotto Shop app." },
  "/brand-ambassador": { title: "Brand ambassador – Lotto Shop", description: "Meet the face of Lotto Shop." },
  "/payment/successful": { title: "Payment successful – Lotto Shop", description: "Your payment went through." },
  "/unsuccessful-payment": {
    title: "Payment failed – Lotto Shop",
    description: "Your payment did not go through; nothing was charged.",
  },
  "/payment/green-certificate-generating": {
    title: "Generating your certificate – Lotto Shop",
    description: "Your green certificate is being made.",
  },
  "/confirm/verify-email": { title: "Verify your email – Lotto Shop", description: "Confirm the email address of your account." },
  "/email-confirmation": { title: "Email confirmation – Lotto Shop", description: "Your email address is confirmed." },
  "/registration-completed": { title: "Registration completed – Lotto Shop", description: "Your account is ready." },
  "/register/otp": { title: "Enter your code – Lotto Shop", description: "The 6-digit code we sent to your phone." },
  "/login": { title: "Sign in – Lotto Shop", description: "Sign in to play and pay from your balance." },
  "/register": { title: "Register – Lotto Shop", description: "Open an account with your phone number." },
  "/forgot-password": { title: "Forgot password – Lotto Shop", description: "Reset the password of your account." },
  "/favourite": { title: "Favourites – Lotto Shop", description: "The numbers you keep." },
  "/wallet": { title: "Wallet – Lotto Shop", description: "Add, share and withdraw credit." },
  "/notifications": { title: "Notifications – Lotto Shop", description: "Messages about your account and draws." },
  "/delete-account": { title: "Delete account – Lotto Shop", description: "Close your account." },
  "/change-password": { title: "Change password – Lotto Shop", description: "Choose a new password." },
  "/personal-detail": { title: "Personal details – Lotto Shop", description: "Your name, address and contact details." },
};
