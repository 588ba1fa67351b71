import "./content.css";
import { Link } from "@/ui/components/link";
import { useQueryParam } from "@/ui/app/use-query-param";
import { useLocaleParams } from "@/ui/app/use-locale-params";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { paymentFailureReason } from "@/domain/payment/payment-failure-reason";

/**
 * SPEC §2 /unsuccessful-payment: the reason in words, a reminder that the cart is kept as it was
 * (nothing here touches it), a way back to checkout — and to add credit when the balance was short.
 */
export function UnsuccessfulPaymentScreen() {
  const { LL } = useI18nContext();
  const params = useLocaleParams();
  const reason = paymentFailureReason(useQueryParam("reason"));
  const p = LL.content.payment;
  return (
    <div className="content-stack">
      <p className="content-status" role="alert">
        {p.failedBody()}
      </p>
      <dl className="content-facts">
        <dt>{p.reason()}</dt>
        <dd>{p.reasons[reason]()}</dd>
      </dl>
      <p className="content-actions">
        <Link to="/{-$locale}/checkout" params={params} variant="button">
          {p.retry()}
        </Link>
        {reason === "insufficient_balance" ? (
          <Link to="/{-$locale}/wallet" params={params} search={{ step: 2 }} variant="button">
            {p.topUp()}
          </Link>
        ) : null}
      </p>
    </div>
  );
}
