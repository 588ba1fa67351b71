import type { Translation } from "../i18n-types";

const content: Translation["content"] = {
  title: "Informasi",
};

export default content;
