/**
 * SPEC §2 /wallet takes a `step` query parameter; SPEC §2's app-redirect rule names /wallet?step=4.
 * The steps are the wallet sections of SPEC §1, in this order (documented in docs/accounts.md):
 * 1 balance and history, 2 add credit, 3 share credit, 4 withdraw (to the card or to a bank).
 */
export const WALLET_SECTIONS = ["overview", "add", "share", "withdraw"] as const;
export type WalletSection = (typeof WALLET_SECTIONS)[number];

/** The section a `step` value opens; anything else (absent, "0", "9", "x") is the overview. */
export const sectionOfStep = (step: string | null | undefined): WalletSection => {
  const index = Number(step) - 1;
  return Number.isInteger(index) ? (WALLET_SECTIONS[index] ?? "overview") : "overview";
};

/** The `step` value of a section ("1".."4"). */
export const stepOfSection = (section: WalletSection): string => String(WALLET_SECTIONS.indexOf(section) + 1);
