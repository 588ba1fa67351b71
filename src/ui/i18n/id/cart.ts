import type { Translation } from "../i18n-types";

const cart: Translation["cart"] = {
  title: "Keranjang Anda",
  empty: "Keranjang Anda kosong",
};

export default cart;
