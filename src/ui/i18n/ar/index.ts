import type { Translation } from "../i18n-types";
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

/** Arabic (ar-SA, right-to-left): the same areas as the base locale. */
const ar: Translation = {
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
};

export default ar;
