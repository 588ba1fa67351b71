import type { Translation } from "../i18n-types";

const content: Translation["content"] = {
  title: "معلومات",
};

export default content;
