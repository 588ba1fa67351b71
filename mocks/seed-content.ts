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
  { id: 1, name: "Seedling", description: "One tree planted and one free Lucky Day entry.", price_fils: 3500, entries: 1, game_slug: "lucky-day", trees_planted: 1 },
  { id: 2, name: "Grove", description: "Five trees planted and three free Lucky Day entries.", price_fils: 10000, entries: 3, game_slug: "lucky-day", trees_planted: 5 },
  { id: 3, name: "Forest", description: "Twenty trees planted and ten free Grand Fortune entries.", price_fils: 25000, entries: 10, game_slug: "grand-fortune", trees_planted: 20 },
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
      { id: 11, question: "How do I play Lucky Day?", answer: "Pick 6 numbers from 1 to 44 and 1 bonus number from 1 to 22, or let quick pick choose them." },
      { id: 12, question: "When do sales close?", answer: "Sales for a draw close one hour before the draw." },
      { id: 13, question: "Can I play without an account?", answer: "You can build tickets and keep them in your cart; sign in to pay." },
    ],
  },
  {
    id: 2,
    title: "Wallet and payments",
    questions: [
      { id: 21, question: "How do I add credit?", answer: "Open the wallet and choose add credit; cards, Apple Pay and Google Pay are accepted." },
      { id: 22, question: "How long does a withdrawal take?", answer: "Withdrawals are reviewed within two working days." },
    ],
  },
  {
    id: 3,
    title: "Vouchers",
    questions: [
      { id: 31, question: "Why can I not redeem a voucher?", answer: "After three failed attempts vouchers are blocked for 10 minutes; after more, for a day." },
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
  "/contact-us": { title: "Contact us – Lotto Shop", description: "Questions about your account, payments or tickets? Write to us." },
  "/buy/green-certificates": { title: "Green certificates – Lotto Shop", description: "Plant trees and get free entries." },
};
