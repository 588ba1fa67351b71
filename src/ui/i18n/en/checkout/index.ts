import type { BaseTranslation } from "../../i18n-types";

/** Checkout: voucher, payment method (a signed-in player's Pay: the `pay` area), and the thank-you page's purchase summary (SPEC §1, §2, §8). */
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
    /**
     * Beside Pay on a phone when the balance covers the cart: what paying takes from it (the
     * total less an amount voucher). With a discount voucher the server takes the discount off
     * when paying, so the price before it is the most it takes.
     */
    fromBalance: "From your balance",
    fromBalanceAtMost: "From balance, at most",
    payBlocked: "Top up your wallet to pay for this cart",
  },
  /** Why a payment did not go through. */
  /** SPEC §6/§7 weekly limit: what the cart would use of it, checked on /checkout and again on Pay. */
  /**
   * No definitive answer to Pay (no answer, a time-out, a 5xx, an unreadable answer): the payment
   * may have gone through, so the words never say it did not (docs/play.md, "Paying once").
   */
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
