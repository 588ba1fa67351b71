import type { BaseTranslation } from "../i18n-types";

/** Wallet: add, share and withdraw credit (filled in by the wallet screens). */
const wallet = {
  title: "Wallet",
} satisfies BaseTranslation;

export default wallet;
