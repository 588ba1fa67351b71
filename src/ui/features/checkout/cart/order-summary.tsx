import "./cart.css";
import { useId } from "react";
import type { CartItem } from "@/domain/cart/cart-item";
import { orderSummary } from "@/domain/cart/order-summary";
import { type Fils, ZERO } from "@/domain/money/money";
import { type AppliedVoucher, discountPercent } from "@/domain/voucher/voucher";
import { formatMoney, formatPercent } from "@/ui/i18n/format";
import { shopCurrency } from "@/ui/i18n/shop-currency";
import { useI18nContext } from "@/ui/i18n/i18n-react";

export interface OrderSummaryProps {
  readonly items: ReadonlyArray<Pick<CartItem, "amount">>;
  /** The wallet balance; null while unknown (a guest, or not read yet), counted as nothing. */
  readonly balance: Fils | null;
  readonly voucher: AppliedVoucher | null;
  readonly headingLevel?: 2 | 3;
}

/**
 * SPEC §1 order summary: total (rounded to 2 decimals), voucher, balance and amount owed
 * (total − balance − voucher amount, a discount voucher not subtracted, never below 0). Every
 * figure comes from the domain's orderSummary; this only formats them.
 */
export function OrderSummary({ items, balance, voucher, headingLevel = 2 }: OrderSummaryProps) {
  const { LL, locale } = useI18nContext();
  const ids = useId();
  const summary = orderSummary({ items, balance: balance ?? ZERO, voucher });
  const money = (amount: Fils) => formatMoney(amount, locale);
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="cart-summary" aria-labelledby={`${ids}-heading`}>
      <Heading id={`${ids}-heading`}>{LL.cart.summary.heading()}</Heading>
      <dl className="cart-summary__rows">
        <dt>{LL.cart.summary.total()}</dt>
        <dd data-testid="summary-total">{money(summary.total)}</dd>
        {voucher === null ? null : (
          <>
            <dt>
              {voucher.isDiscount
                ? LL.cart.summary.discountVoucher({ code: voucher.code })
                : LL.cart.summary.voucher({ code: voucher.code })}
            </dt>
            <dd data-testid="summary-voucher">
              {voucher.isDiscount
                ? LL.cart.summary.discountOff({
                    percent: formatPercent(discountPercent(voucher, shopCurrency().exponent), locale),
                  })
                : // Taken off: a negative amount, written as the wallet history writes one (in Arabic
                  // the minus stays beside the digits); a voucher worth nothing is 0, not −0.
                  formatMoney(-summary.voucherDeduction || 0, locale)}
              {voucher.isDiscount ? <span className="cart-summary__note">{LL.cart.summary.discountNote()}</span> : null}
            </dd>
          </>
        )}
        <dt>{LL.cart.summary.balance()}</dt>
        <dd data-testid="summary-balance">{balance === null ? LL.cart.summary.balanceUnknown() : money(summary.balance)}</dd>
        <dt className="cart-summary__owed">{LL.cart.summary.amountOwed()}</dt>
        <dd className="cart-summary__owed" data-testid="summary-owed">
          {money(summary.amountOwed)}
        </dd>
      </dl>
    </section>
  );
}
