import { useI18nContext } from "@/ui/i18n/i18n-react";

/**
 * Pay got no definitive answer (no answer, a time-out, a 5xx, an unreadable answer), now or before
 * a reload or in another tab: the payment may have gone through. It says so, never that nothing was
 * charged; the Pay bar below becomes "Check again", which sends the same payment with the same
 * idempotency key (docs/play.md, "Paying once"). The cart is kept.
 */
export function PaymentUnconfirmedNotice() {
  const { LL } = useI18nContext();
  return (
    <section className="checkout-unconfirmed" role="alert" aria-labelledby="checkout-unconfirmed-heading">
      <h2 id="checkout-unconfirmed-heading" className="checkout-unconfirmed__heading">
        {LL.pay.unconfirmed.heading()}
      </h2>
      <p className="checkout-unconfirmed__body">{LL.pay.unconfirmed.body()}</p>
    </section>
  );
}
