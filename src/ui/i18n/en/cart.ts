import type { BaseTranslation } from "../i18n-types";

/** The shopping cart and its order summary (filled in by the cart screens). */
const cart = {
  title: "Your cart",
  empty: "Your cart is empty",
} satisfies BaseTranslation;

export default cart;
