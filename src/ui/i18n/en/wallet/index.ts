import type { BaseTranslation } from "../../i18n-types";

/** Wallet (SPEC §1, §2 /wallet?step=…): balance, history, add, share and withdraw credit. */
const wallet = {
  title: "Wallet",
  balance: "Your balance",
  sections: "Wallet sections",
  overview: "Balance and history",
  addCredit: "Add credit",
  shareCredit: "Share credit",
  withdraw: "Withdraw",
  bankWithdrawal: "Bank withdrawal",
  amount: "Amount (AED)",
  amountHint: "From {min:string} to {max:string}. Digits and one decimal point.",
  amountRequired: "Please enter an amount",
  amountInvalid: "Please enter an amount with at most 2 decimals",
  amountGrouped: "Write the amount without a thousands separator, for example {example:string}",
  amountRange: "The amount must be between {min:string} and {max:string}",
  amountOverBalance: "The amount cannot be more than your balance of {balance:string}",
  history: {
    title: "Transaction history",
    empty: "No transactions yet.",
    date: "Date",
    description: "Description",
    type: "Type",
    amount: "Amount",
    status: "Status",
    balanceAfter: "Balance after",
    caption: "Your wallet movements, newest first",
    /** Movements of this page the shop could not read at all (docs/api-design.md, wallet history). */
    unreadable:
      "{count:number|count} more {{movement|movements}} on this page cannot be shown here (in a form this shop does not read). {{It is|They are}} still in your account: ask us for the details.",
  },
  types: {
    deposit: "Credit added",
    purchase: "Purchase",
    voucher: "Voucher",
    share_in: "Credit received",
    share_out: "Credit shared",
    withdrawal: "Withdrawal",
    bank_withdrawal: "Bank withdrawal",
    prize: "Prize",
    certificate: "Green certificate",
    other: "Other",
  },
  statuses: {
    completed: "Completed",
    pending: "Pending",
    failed: "Failed",
    other: "Other",
  },
  paymentMethod: "Payment method",
  /** Apple Pay and Google Pay are brand names, shown as they are in every language. */
  card: "Card",
  recipient: "Recipient",
  recipientInvalid: "Please enter a valid phone number",
  /** The player's own number as the recipient (checked before the server refuses it). */
  recipientSelf: "This is your own number. Enter the number of the person you are sharing with",
  note: "Message to the recipient",
  withdrawHint: "The money goes back to the card you used last. Withdrawals are reviewed before they are paid.",
  iban: "IBAN",
  ibanHint: "For example AE07 0331 2345 6789 0123 456. Spaces are fine.",
  ibanRequired: "Please enter your IBAN",
  ibanInvalid: "This IBAN is not valid. Check the country, length and digits.",
  holderName: "Account holder name",
  holderNameRequired: "Please enter the account holder's name",
  bankName: "Bank name",
  review: "Review",
  confirmTitle: "Confirm this payment",
  confirmAdd: "Add {amount:string} to your balance with {method:string}?",
  confirmShare: "Send {amount:string} to {phone:string}?",
  confirmWithdraw: "Withdraw {amount:string} to your card?",
  confirmBank: "Send {amount:string} to the account {iban:string} of {name:string}?",
  confirm: "Confirm",
  success: "Done. Your balance is now {balance:string}.",
  successPending: "Your request is received and pending review. Your balance is now {balance:string}.",
  insufficient: "Your balance is too low for this amount.",
  /** No definitive answer to a money move: it may have gone through (docs/play.md, "Paying once"). */
  unconfirmed:
    "We could not confirm this transfer. It may have gone through. Review and confirm it again to check: the same request is never carried out twice.",
} satisfies BaseTranslation;

export default wallet;
