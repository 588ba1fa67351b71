import type { BaseTranslation } from "../../i18n-types";

/** The shopping cart, its items and the order summary (SPEC §1, §2, §4). */
const cart = {
  title: "Your cart",
  empty: "Your cart is empty",
  items: "Tickets in your cart",
  item: {
    /** Names a cart line: several lines may play the same game. */
    ticket: "Ticket {position:number}: {game:string}",
    entries: "Entries",
    draws: "Draws",
    drawDate: "Draw",
    plays: "Plays",
    weekly: "Every week (subscription)",
    /** Not a subscription: the line plays its number of draws once ("Next draw only" beside 3 draws read as a contradiction). */
    nextDraw: "No subscription",
    addons: "Add-ons",
    doubleJackpot: "Double jackpot",
    secureJackpot: "Secure jackpot",
    price: "Price",
    edit: "Edit",
    editLabel: "Edit {name:string}",
    remove: "Remove",
    removeLabel: "Remove {name:string}",
    removed: "{name:string} removed from the cart",
  },
  summary: {
    heading: "Order summary",
    total: "Total",
    voucher: "Voucher {code:string}",
    discountVoucher: "Discount voucher {code:string}",
    /** A discount voucher's amount is a percentage of the price (docs/api-design.md, Purchase). */
    discountOff: "{percent:string} off",
    /** SPEC §1: a discount voucher is not subtracted from the amount owed; the server takes it off the price. */
    discountNote: "Taken off the price when you pay, not off the amount owed",
    balance: "Your balance",
    balanceUnknown: "Not known yet",
    amountOwed: "Amount owed",
  },
  /** Where the cart stands against the server copy: never a silent loss. */
  sync: {
    local: "Kept on this device",
    synced: "Saved to your account",
    saving: "Saving…",
    /** SPEC §7: not retried on a timer; what saves it is said plainly. */
    unsaved:
      "Not saved yet — kept on this device. It is saved with your next change, when you are back online, or when you press Try again.",
    retry: "Try again",
  },
  /**
   * Lines of the saved cart the shop cannot read (another app's shape, a price below zero): kept
   * in the account as they came, never shown, totalled or paid (docs/domain.md).
   */
  unreadable:
    "Your cart also holds {count:number|count} {{ticket|tickets}} this shop cannot show (saved from another app or version). {{It is|They are}} kept in your account, not counted in the total and not paid for.",
} satisfies BaseTranslation;

export default cart;
