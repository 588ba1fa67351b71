import "./content.css";
import { DateTime } from "@/ui/components/date-time";
import { Link } from "@/ui/components/link";
import { Money } from "@/ui/components/money";
import { useSessionState } from "@/ui/di/container-context";
import { useLocaleParams } from "@/ui/app/use-locale-params";
import { formatNumber } from "@/ui/i18n/format";
import { useI18nContext } from "@/ui/i18n/i18n-react";

/** SPEC §2 /payment/successful: the purchase just made (amount paid, entries, new balance) and where next. */
export function PaymentSuccessfulScreen() {
  const { LL, locale } = useI18nContext();
  const params = useLocaleParams();
  const receipt = useSessionState((state) => state.lastPurchase);
  const p = LL.content.payment;
  return (
    <div className="content-stack">
      <p className="content-status">{p.successBody()}</p>
      {receipt === null ? null : (
        <dl className="content-facts">
          <dt>{p.paid()}</dt>
          <dd>
            <Money fils={receipt.amountPaid} />
          </dd>
          <dt>{p.tickets()}</dt>
          <dd>{formatNumber(receipt.ticketsPurchased, locale)}</dd>
          <dt>{p.newBalance()}</dt>
          <dd>
            <Money fils={receipt.balance} />
          </dd>
          <dt>{p.reference()}</dt>
          <dd>
            <bdi>{receipt.transactionId}</bdi> · <DateTime value={new Date(receipt.createdAt)} />
          </dd>
        </dl>
      )}
      <p className="content-actions">
        <Link to="/{-$locale}" params={params} variant="button">
          {p.keepPlaying()}
        </Link>
        <Link to="/{-$locale}/wallet" params={params} variant="button">
          {p.seeWallet()}
        </Link>
      </p>
    </div>
  );
}
