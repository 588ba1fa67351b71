import type { BaseTranslation } from "../i18n-types";

/** The lotto game page and the ticket board (filled in by the play screens). */
const play = {
  title: "Play",
} satisfies BaseTranslation;

export default play;
