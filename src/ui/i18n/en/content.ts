import type { BaseTranslation } from "../i18n-types";

/** Content pages: FAQ, about us, draws, prize breakdown and the like (filled in by their screens). */
const content = {
  title: "Information",
} satisfies BaseTranslation;

export default content;
