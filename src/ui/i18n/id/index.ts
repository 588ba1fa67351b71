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

/** Indonesian (id-ID; the product calls it "in" at the edges, STACK.md): the same areas as the base locale. */
const id: Translation = {
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

export default id;
