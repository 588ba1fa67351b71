import type { Translation } from "../i18n-types";

const wallet: Translation["wallet"] = {
  title: "المحفظة",
};

export default wallet;
