import type { CartItem } from "@/domain/cart/cart-item";
import type { CartState } from "@/domain/cart/cart-state";
import { canonical, fingerprintOf } from "@/domain/payment/pending-attempts";

/**
 * What one cart line buys: the game, the draws, the numbers, the add-ons and the price. Its name,
 * its ids and the jackpot shown beside it do not change what is bought, so they are left out.
 */
const lineBought = (item: CartItem) => ({
  game: item.gameSlug,
  event: item.eventId,
  dates: item.date,
  draws: item.draws,
  bets: item.bets,
  addons: [...item.addons].sort(),
  double: item.doubleJackpot,
  recurring: item.isRecurring,
  amount: item.amount,
});

/**
 * SPEC §1 checkout: the fingerprint of a purchase, who pays for what (lines, amounts, voucher).
 * The order of the lines does not matter (a merge at sign-in may reorder them); anything that
 * changes the charge does.
 */
export const purchaseFingerprint = (userId: number, cart: CartState): string =>
  fingerprintOf({
    move: "pay",
    user: userId,
    lines: cart.items.map(lineBought).map(canonical).sort(),
    voucher:
      cart.voucher === null ? null : { code: cart.voucher.code, amount: cart.voucher.amount, discount: cart.voucher.isDiscount },
  });

/** SPEC §1 wallet money moves. */
export type WalletMove = "add-credit" | "share-credit" | "withdraw" | "bank-withdrawal";

/** The fingerprint of a wallet money move: who moves what, how much, and where to. */
export const walletMoveFingerprint = (userId: number, move: WalletMove, request: Readonly<Record<string, unknown>>): string =>
  fingerprintOf({ move, user: userId, request });
