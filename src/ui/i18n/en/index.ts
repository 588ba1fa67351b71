import type { BaseTranslation } from "../i18n-types";
import account from "./account";
import cart from "./cart";
import certificates from "./certificates";
import checkout from "./checkout";
import common from "./common";
import content from "./content";
import errors from "./errors";
import layout from "./layout";
import play from "./play";
import shell from "./shell";
import validation from "./validation";
import wallet from "./wallet";

/** The base locale: one file per area so that screens add strings without touching each other. */
const en = {
  common,
  validation,
  errors,
  layout,
  play,
  cart,
  checkout,
  account,
  wallet,
  content,
  shell,
  certificates,
} satisfies BaseTranslation;

export default en;
