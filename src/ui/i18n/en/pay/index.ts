import type { BaseTranslation } from "../../i18n-types";

/**
 * A signed-in player's Pay (SPEC §4, §8): why a payment did not go through, the weekly limit, a
 * payment not confirmed. Loaded with the signed-in checkout only: a guest's first view does not
 * download them (docs/i18n.md).
 */
const pay = {
  payFailure: {
    signIn: "Please sign in to pay",
    emptyCart: "Your cart is empty",
    /** The cart changed while Pay checked the weekly limit: nothing was sent. */
    cartChanged: "Your cart changed while we were checking it, so nothing was paid. Check your cart and press Pay now again.",
    insufficientBalance: "Your balance is too low for this cart. Top up your wallet and try again.",
    weeklyLimit: "You have reached your weekly playing limit",
    drawClosed: "This draw has closed. Choose another draw and try again.",
    generic: "The payment did not go through. Please try again.",
    /** SPEC §7: the weekly limit check failed on Pay; nothing was sent. */
    weeklyLimitUnchecked: "We could not check your weekly limit, so nothing was paid. Check again to pay.",
  },
  weeklyLimit: {
    heading: "Weekly limit",
    checking: "Checking your weekly limit…",
    /**
     * Within the limit: how much of what is left this cart would use. Counts are numbers, for their
     * plural forms, written by the `count` formatter as formatNumber writes them (formatters.ts).
     */
    within:
      "This cart uses {quantity:number|count} of the {remaining:number|count} {{play|plays}} left this week (weekly limit: {limit:number|count}).",
    /** Within, when the server said what is left but not the limit. */
    withinLeft: "This cart uses {quantity:number|count} of the {remaining:number|count} {{play|plays}} left this week.",
    /** Within, when the server gave only its yes (docs/play.md, "Weekly limit"). */
    withinOnly: "This cart's {quantity:number|count} {{play fits|plays fit}} within your weekly limit.",
    over: "This cart has {quantity:number|count} {{play|plays}}, but only {remaining:number|count} of your weekly limit of {limit:number|count} {{remaining:is|are}} left this week. Remove {excess:number|count} {{play|plays}} to pay. Your cart is kept.",
    /** Over, when the server said what is left but not the limit. */
    overLeft:
      "This cart has {quantity:number|count} {{play|plays}}, but only {remaining:number|count} {{remaining:is|are}} left of your weekly limit this week. Remove {excess:number|count} {{play|plays}} to pay. Your cart is kept.",
    /** Over, when the server gave only its no. */
    overOnly:
      "This cart's {quantity:number|count} {{play is|plays are}} more than your weekly limit allows this week. Remove some plays to pay. Your cart is kept.",
    overBlocked: "Pay is off while the cart is over your weekly limit",
    failed: "We could not check your weekly limit, so Pay is off for now. Your cart is kept.",
    failedBlocked: "Pay is off until your weekly limit is checked",
    checkAgain: "Check again",
  },
  unconfirmed: {
    heading: "We could not confirm your payment",
    body: "It may have gone through. Check again asks for the answer to this same payment, so it is never taken twice. Your cart is kept.",
    checkAgain: "Check again",
    checking: "Checking your payment…",
  },
} satisfies BaseTranslation;

export default pay;
