import type { Translation } from "../i18n-types";

const play: Translation["play"] = {
  title: "Main",
};

export default play;
