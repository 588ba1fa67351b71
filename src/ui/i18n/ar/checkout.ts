import type { Translation } from "../i18n-types";

const checkout: Translation["checkout"] = {
  title: "إتمام الشراء",
};

export default checkout;
