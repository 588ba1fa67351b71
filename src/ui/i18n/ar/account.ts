import type { Translation } from "../i18n-types";

const account: Translation["account"] = {
  title: "حسابي",
};

export default account;
