import type { Translation } from "../i18n-types";

const cart: Translation["cart"] = {
  title: "سلتك",
  empty: "سلتك فارغة",
};

export default cart;
