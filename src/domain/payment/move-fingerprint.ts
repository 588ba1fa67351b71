import type { CartItem } from "@/domain/cart/cart-item";
import type { CartState } from "@/domain/cart/cart-state";
import { type CurrencyExponent, DEFAULT_EXPONENT } from "@/domain/money/currency";
import { minorToMajor } from "@/domain/money/money";
import { canonical, fingerprintOf } from "@/domain/payment/pending-attempts";

/**
 * What one cart line buys: the game, the draws, the numbers, the add-ons and the price. Its name,
 * its ids and the jackpot shown beside it do not change what is bought, so they are left out.
 *
 * The values keep the form fingerprints were first made in (draws as text, the two flags as 0 or 1,
 * the price in major units): a payment left unconfirmed by the build before keeps its fingerprint
 * after an upgrade, so checking it again sends its kept key, never a new one (docs/play.md, "Paying once").
 */
const lineBought = (item: CartItem, exponent: CurrencyExponent) => ({
  game: item.gameSlug,
  event: item.eventId,
  dates: item.date,
  draws: String(item.draws),
  bets: item.bets,
  addons: [...item.addons].sort(),
  double: item.doubleJackpot ? 1 : 0,
  recurring: item.isRecurring ? 1 : 0,
  amount: minorToMajor(item.amount, exponent),
});

/**
 * SPEC §1 checkout: the fingerprint of a purchase, who pays for what (lines, amounts, voucher).
 * The order of the lines does not matter (a merge at sign-in may reorder them); anything that
 * changes the charge does. `exponent`: the shop currency's decimals (SPEC §1).
 */
export const purchaseFingerprint = (userId: number, cart: CartState, exponent: CurrencyExponent = DEFAULT_EXPONENT): string =>
  fingerprintOf({
    move: "pay",
    user: userId,
    lines: cart.items.map((item) => canonical(lineBought(item, exponent))).sort(),
    voucher:
      cart.voucher === null ? null : { code: cart.voucher.code, amount: cart.voucher.amount, discount: cart.voucher.isDiscount },
  });

/** SPEC §1 wallet money moves. */
export type WalletMove = "add-credit" | "share-credit" | "withdraw" | "bank-withdrawal";

/** The fingerprint of a wallet money move: who moves what, how much, and where to. */
export const walletMoveFingerprint = (userId: number, move: WalletMove, request: Readonly<Record<string, unknown>>): string =>
  fingerprintOf({ move, user: userId, request });
