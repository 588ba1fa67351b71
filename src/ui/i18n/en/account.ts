import type { BaseTranslation } from "../i18n-types";

/** Sign in, registration, OTP and profile screens (filled in by the account screens). */
const account = {
  title: "My account",
} satisfies BaseTranslation;

export default account;
