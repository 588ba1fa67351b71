import "./checkout.css";
import { useId } from "react";
import { type Fils, ZERO } from "@/domain/money/money";
import { RadioGroup } from "@/ui/components/radio-group";
import { formatMoney } from "@/ui/i18n/format";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { AppRedirectLink } from "@/ui/app/app-redirect-link";

/** Where "Top up wallet" goes: the wallet's add-credit step (SPEC §2 app redirect path /wallet). */
export const TOP_UP_PATH = "/wallet?step=2";

export type PaymentMethodId = "balance";

export interface PaymentMethodProps {
  /** The wallet balance; null while unknown (guest, or not read yet). */
  readonly balance: Fils | null;
  /** SPEC §1 amount owed (domain orderSummary): what the balance does not cover. */
  readonly amountOwed: Fils;
  /** Signed in: an unknown balance is one not read yet, not a reason to sign in. */
  readonly isSignedIn?: boolean;
  readonly value?: PaymentMethodId;
  readonly onChange?: (method: PaymentMethodId) => void;
}

/**
 * SPEC §1/§2 payment method selection: payment is from the balance. When the balance is known and
 * short (something is still owed) the method says by how much and offers "Top up wallet", a SPEC §2
 * app redirect link (main domain, token or isApp=true, new window in app mode). An unknown balance
 * (a guest) is never called short.
 */
export function PaymentMethod({ balance, amountOwed, isSignedIn = false, value = "balance", onChange }: PaymentMethodProps) {
  const { LL, locale } = useI18nContext();
  const ids = useId();
  const isShort = balance !== null && amountOwed > ZERO;
  const detail =
    balance !== null
      ? LL.checkout.payment.available({ amount: formatMoney(balance, locale) })
      : isSignedIn
        ? LL.cart.summary.balanceUnknown()
        : LL.checkout.payment.balanceUnknown();
  return (
    <section className="checkout-payment" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>{LL.checkout.payment.heading()}</h2>
      <RadioGroup
        label={LL.checkout.payment.method()}
        value={value}
        onChange={(method) => {
          if (method === "balance") onChange?.(method);
        }}
        options={[
          {
            value: "balance",
            label: (
              <span className="checkout-method">
                <span className="checkout-method__name">{LL.checkout.payment.balance()}</span>
                <span className="checkout-method__detail">{detail}</span>
              </span>
            ),
          },
        ]}
        description={isShort ? LL.checkout.payment.short({ amount: formatMoney(amountOwed, locale) }) : undefined}
      />
      {isShort ? (
        <AppRedirectLink path={TOP_UP_PATH} variant="button">
          {LL.checkout.payment.topUp()}
        </AppRedirectLink>
      ) : null}
    </section>
  );
}
