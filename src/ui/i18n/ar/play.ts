import type { Translation } from "../i18n-types";

const play: Translation["play"] = {
  title: "العب",
};

export default play;
