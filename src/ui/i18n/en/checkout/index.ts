import type { BaseTranslation } from "../../i18n-types";

/** Checkout: voucher, payment method, pay, and the thank-you page's purchase summary (SPEC §1, §2, §8). */
const checkout = {
  title: "Checkout",
  voucher: {
    heading: "Voucher",
    code: "Voucher code",
    redeem: "Redeem",
    applied: "Voucher {code:string} applied",
    remove: "Remove voucher",
    removeLabel: "Remove voucher {code:string}",
    removed: "Voucher removed",
    /** A guest's Redeem: the code goes with them to sign-in and is redeemed once they are back. */
    signInToRedeem: "Sign in to redeem",
    signInHint: "Vouchers need an account. Sign in and we will redeem this code for you.",
  },
  payment: {
    heading: "Payment method",
    method: "Pay with",
    balance: "Wallet balance",
    available: "{amount:string} available",
    balanceUnknown: "Sign in to pay from your balance",
    /** Signed in, the balance not read yet (SPEC §8: a failed read is only logged). */
    balanceReading: "Reading your balance…",
    balanceUnread: "We could not read your balance, so you cannot pay yet.",
    readBalance: "Read my balance again",
    /** SPEC §1: what the balance does not cover is the amount owed. */
    short: "Your balance is short by {amount:string}",
    topUp: "Top up wallet",
    pay: "Pay now",
    payBlocked: "Top up your wallet to pay for this cart",
  },
  /** Why a payment did not go through. */
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
  /** SPEC §6/§7 weekly limit: what the cart would use of it, checked on /checkout and again on Pay. */
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
  /**
   * No definitive answer to Pay (no answer, a time-out, a 5xx, an unreadable answer): the payment
   * may have gone through, so the words never say it did not (docs/play.md, "Paying once").
   */
  unconfirmed: {
    heading: "We could not confirm your payment",
    body: "It may have gone through. Check again asks for the answer to this same payment, so it is never taken twice. Your cart is kept.",
    checkAgain: "Check again",
    checking: "Checking your payment…",
  },
  receipt: {
    heading: "Thank you for your purchase",
    tickets: "Tickets",
    amountPaid: "Amount paid",
    voucher: "Voucher",
    newBalance: "New balance",
    transaction: "Transaction",
    date: "Date",
    details: "Your tickets",
    /** /thank-you without this visit's receipt (a reload, or opened directly): where the purchases are. */
    walletHistory: "See your wallet's history",
  },
} satisfies BaseTranslation;

export default checkout;
