import type { BaseTranslation } from "../i18n-types";

/** Checkout, payment results and the thank-you page (filled in by the checkout screens). */
const checkout = {
  title: "Checkout",
} satisfies BaseTranslation;

export default checkout;
