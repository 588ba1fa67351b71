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
  /** Issue 13, SPEC §2: a signed-in player opened a link that signs in to another account. */
  accountSwitch: {
    title: "Switch to another account?",
    current: "You are signed in as {current:string}.",
    target: "This link signs in to {name:string} ({phone:string}).",
    targetUnknown: "We could not check which account this link signs in to.",
    cart: "If you switch, the entries in your cart move to that account's cart.",
    accept: "Switch account",
    decline: "Stay signed in",
    switching: "Switching account",
    linkRefused: "This link no longer signs in. You are still signed in as {current:string}.",
    unavailable:
      "We could not switch accounts. Check your connection and try again. You are still signed in as {current:string}.",
  },
} satisfies BaseTranslation;

export default shell;
