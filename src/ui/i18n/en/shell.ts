import type { BaseTranslation } from "../i18n-types";

/**
 * The app shell: the home and game pages' texts, the site's default SEO texts (SPEC §8) and the
 * error page. The other pages' introductions are the `pages` namespace (docs/i18n.md).
 */
const shell = {
  seo: {
    /** SPEC §8: the site's default name when the SEO call fails. */
    defaultTitle: "Lotto Shop",
    /** SPEC §8: the site's default description when the SEO call fails. */
    defaultDescription: "Pick your numbers, fill your cart and play the lottery online.",
  },
  home: {
    heading: "Play the lottery online",
    intro: "Choose a game, pick your numbers and keep your entries in the cart until you are ready to pay.",
    gamesHeading: "Games on sale",
    noGames: "No game is on sale right now. Please come back later.",
    gamesFailed: "The games on sale could not be loaded. Check your connection and try again.",
    playGame: "Play {name:string}",
    allResults: "All draw results",
    resultsFailed: "The latest results could not be loaded. Check your connection and try again.",
  },
  game: {
    intro: "Pick your numbers for the next {name:string} draw and add the entry to your cart.",
  },
  error: {
    /** Accessible name of the error page's landmark. */
    label: "Error",
    statusCode: "Error {status:number}",
  },
  update: {
    /** Announced when a new build is waiting (the reload happens at the next navigation). */
    available: "A new version of the site is ready. It will load when you open the next page.",
  },
} satisfies BaseTranslation;

export default shell;
