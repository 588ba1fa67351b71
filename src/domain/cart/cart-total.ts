import type { CartItem } from "@/domain/cart/cart-item";
import type { CurrencyExponent } from "@/domain/money/currency";
import { exactDecimal, roundHalfUp, sumExact } from "@/domain/money/exact-decimal";
import { fils, type Fils } from "@/domain/money/money";

/**
 * SPEC §1/§9: the cart total is rounded to 2 decimals. It is the exact sum of the line amounts
 * (each read as the decimal it was written as, sub-fils digits included), rounded half up once, to
 * the currency's minor unit: 2 decimals for AED as SPEC §1 says, 3 for KWD, 0 for JPY
 * (docs/domain.md, "Cart total"). Never a sum of per-line roundings: three lines of 0.005 are 0.02.
 */
export const cartTotal = (items: ReadonlyArray<Pick<CartItem, "amount">>, exponent: CurrencyExponent): Fils =>
  fils(Number(roundHalfUp(sumExact(items.map((item) => exactDecimal(item.amount))), exponent)));
