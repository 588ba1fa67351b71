import type { Translation } from "../i18n-types";

const checkout: Translation["checkout"] = {
  title: "Pembayaran",
};

export default checkout;
