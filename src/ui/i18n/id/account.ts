import type { Translation } from "../i18n-types";

const account: Translation["account"] = {
  title: "Akun saya",
};

export default account;
