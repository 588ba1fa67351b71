import type { Translation } from "../i18n-types";
import common from "./common";
import errors from "./errors";
import layout from "./layout";
import shell from "./shell";
import validation from "./validation";

/** Arabic (ar-SA, right-to-left): the same areas as the base locale (its namespaces
 * in their own folders, docs/i18n.md). */
const ar: Translation = {
  common,
  validation,
  errors,
  layout,
  shell,
};

export default ar;
