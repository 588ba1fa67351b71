import type { Translation } from "../i18n-types";
import common from "./common";
import errors from "./errors";
import layout from "./layout";
import shell from "./shell";
import validation from "./validation";

/** Indonesian (id-ID; the product calls it "in" at the edges, STACK.md): the same areas as the base locale (its namespaces
 * in their own folders, docs/i18n.md). */
const id: Translation = {
  common,
  validation,
  errors,
  layout,
  shell,
};

export default id;
