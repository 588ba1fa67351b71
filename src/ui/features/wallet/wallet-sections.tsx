import "./wallet.css";
import type { Fils } from "@/domain/money/money";
import { WALLET_TOKENS } from "@/application/wallet/wallet.tokens";
import { useInjection } from "@/ui/di/container-context";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { AddCreditForm } from "./add-credit-form";
import { BANK_FIELDS, BankWithdrawalForm } from "./bank-withdrawal-form";
import { SHARE_FIELDS, ShareCreditForm } from "./share-credit-form";
import { useMove } from "./use-move";
import { WithdrawForm } from "./withdraw-form";

const AMOUNT = { amount: "amount" } as const;

/** /wallet?step=2 */
export function AddCreditSection() {
  const addCredit = useInjection(WALLET_TOKENS.addCredit);
  const move = useMove();
  return (
    <AddCreditForm onMove={async (input) => move(await addCredit.execute(input), { ...AMOUNT, payment_method: "method" })} />
  );
}

/** /wallet?step=3 */
export function ShareCreditSection({ balance }: { readonly balance: Fils | null }) {
  const share = useInjection(WALLET_TOKENS.shareCredit);
  const move = useMove();
  return <ShareCreditForm balance={balance} onMove={async (input) => move(await share.execute(input), SHARE_FIELDS)} />;
}

/** /wallet?step=4: to the card, or to a bank account. */
export function WithdrawSection({ balance }: { readonly balance: Fils | null }) {
  const { LL } = useI18nContext();
  const withdraw = useInjection(WALLET_TOKENS.withdraw);
  const bank = useInjection(WALLET_TOKENS.bankWithdrawal);
  const move = useMove();
  return (
    <div className="wallet-section">
      <section className="wallet-section" aria-labelledby="wallet-withdraw">
        <h2 id="wallet-withdraw" className="wallet-section__title">
          {LL.wallet.withdraw()}
        </h2>
        <WithdrawForm balance={balance} onMove={async (input) => move(await withdraw.execute(input), AMOUNT)} />
      </section>
      <section className="wallet-section" aria-labelledby="wallet-bank">
        <h2 id="wallet-bank" className="wallet-section__title">
          {LL.wallet.bankWithdrawal()}
        </h2>
        <BankWithdrawalForm balance={balance} onMove={async (input) => move(await bank.execute(input), BANK_FIELDS)} />
      </section>
    </div>
  );
}
