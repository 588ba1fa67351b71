import type { BaseTranslation } from "../i18n-types";
import common from "./common";
import errors from "./errors";
import layout from "./layout";
import shell from "./shell";
import validation from "./validation";

/**
 * The base locale: one file per area so that screens add strings without touching each other.
 * These areas ship with the first bundle (the shell, the forms' messages, and the ticket words the
 * game page and the cart share); play, account, wallet, content, certificates, pages, cart and
 * checkout are namespaces in their own folders, loaded with the pages that use them (docs/i18n.md).
 */
const en = {
  common,
  validation,
  errors,
  layout,
  shell,
} satisfies BaseTranslation;

export default en;
