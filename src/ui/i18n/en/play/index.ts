import type { BaseTranslation } from "../../i18n-types";

/** The lotto game page: number picker, entries, game options and price (SPEC §2, §4, §5, §9). */
const play = {
  title: "Play",
  pool: {
    main: "Main numbers",
    bonus: "Bonus numbers",
    hint: "Choose {picks:number} from {min:number} to {max:number}",
    /** Accessible names of the toggle buttons: constant whatever their state. */
    number: "Number {value:number}",
    bonusNumber: "Bonus {value:number}",
    chosen: "{chosen:number} of {picks:number} chosen",
    /** Shown and said only when a number is pressed while the pool is full (it is complete, not wrong). */
    full: "You have chosen {chosen:number} of {picks:number}. To choose a different number, first deselect one of yours",
  },
  announce: {
    selected: "{name:string} selected, {chosen:number} of {picks:number} chosen",
    removed: "{name:string} removed, {chosen:number} of {picks:number} chosen",
    quickPick: "Quick pick: {numbers:string}",
    bonusPart: "bonus {numbers:string}",
    entryAdded: "{entry:string} added",
    entryRemoved: "{entry:string} removed, entries renumbered",
    shuffled: "All entries shuffled",
    cleared: "All entries cleared",
    entryCleared: "{entry:string} cleared",
  },
  entry: {
    edit: "Edit",
    editLabel: "Edit {entry:string}",
    done: "Done",
    doneLabel: "Done with {entry:string}",
    quickPick: "Quick pick",
    quickPickLabel: "Quick pick for {entry:string}",
    clear: "Clear",
    clearLabel: "Clear {entry:string}",
    remove: "Remove",
    removeLabel: "Remove {entry:string}",
    complete: "Complete",
    progress: "{chosen:number} of {required:number} numbers chosen",
    quickPicked: "Chosen by quick pick",
  },
  /** SPEC §5: why an entry is flagged isError, in words. */
  problem: {
    tooFew: "Choose {required:number} numbers: {chosen:number} chosen so far",
    outOfRange: "{value:number} is outside the numbers this game uses",
    duplicate: "{value:number} is chosen twice",
    poolOverflow: "Too many numbers in one group: {chosen:number} chosen, {allowed:number} allowed",
    unknownPool: "This entry holds numbers this game does not use",
  },
  list: {
    heading: "Your entries",
    count: "{count:number} of {max:number} entries",
    addEntry: "Add entry",
    quickPick: "Quick pick",
    quickPickHint: "Fills the first empty entry, or adds one",
    shuffleAll: "Shuffle all",
    clearAll: "Clear all",
    /** SPEC §4: adding stops at the maximum-ball setting. */
    maxReached: "You can play at most {max:number} entries on one ticket",
    /** SPEC §4: nothing is added if no game is selected. */
    noGame: "Choose a game first",
  },
  options: {
    heading: "Game options",
    draws: "Number of draws",
    addons: "Add-ons",
    doubleJackpot: "Double jackpot",
    secureJackpot: "Secure jackpot",
    addonPrice: "+{price:string} per entry per draw",
    frequency: "How often",
    /** The draws chosen above, once; the other choice is the weekly subscription. */
    nextDraw: "Only the draws chosen above (no subscription)",
    weekly: "Every week (subscription)",
    weeklyHint: "Your numbers are played in every weekly draw until you cancel",
    drawDate: "Draw: {date:string}",
  },
  price: {
    heading: "Price",
    entryPrice: "Price per entry per draw",
    entries: "Entries",
    draws: "Draws",
    formula: "{entries:number} × {draws:number} × {unit:string}",
    total: "Total",
  },
  addToCart: "Add to cart",
  /** Add to cart stays reachable but disabled while any entry is invalid (SPEC §5). */
  addToCartBlocked: "Complete every entry first: {reasons:string}",
  addToCartNoGame: "Choose a game first",
  addedToCart: "Added to cart",
  /** The game page continues a cart line being edited: adding replaces that line. */
  updateCart: "Update cart",
  /** Said (toast and live region) once that line is updated: the confirmation, not the button's instruction. */
  cartUpdated: "Cart updated",
  /**
   * The page's notice while a cart line is edited and the ticket the player was building was put
   * aside (EditCartItemUseCase): where it went, and when it comes back.
   */
  ticketAside:
    "You are changing a line of your cart. The ticket you were building is kept and comes back once you update the cart.",
  /** SPEC §2 favourite "play again": the numbers of the `picks` parameter. */
  picks: {
    filled: "Your saved numbers are chosen in ENTRY 1. Check them and add the entry to your cart.",
    doesNotFit: "These saved numbers don't fit this game, so they were not chosen. Your entries are unchanged.",
  },
  /** The home page's game cards (SPEC §3 Game facts) and the cutoff countdown. */
  cutoff: {
    jackpot: "Estimated jackpot",
    price: "Price per entry",
    nextDraw: "Next draw",
    sales: "Sales",
    closesIn: "Closes in {time:string}",
    closesInLead: "Closes in",
    closed: "Sales closed for this draw",
    latest: "Latest result",
    latestUnavailable: "Could not be loaded",
    bonus: "bonus {numbers:string}",
  },
} satisfies BaseTranslation;

export default play;
