import "./wallet.css";
import type { Fils } from "@/domain/money/money";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useContainer } from "@/ui/di/container-context";
import { addCreditMutation, bankWithdrawalMutation, shareCreditMutation, withdrawMutation } from "@/ui/queries/wallet.mutations";
import { profileQuery } from "@/ui/queries/account.queries";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { AddCreditForm } from "./add-credit-form";
import { BANK_FIELDS, BankWithdrawalForm } from "./bank-withdrawal-form";
import { SHARE_FIELDS, ShareCreditForm } from "./share-credit-form";
import { useMove } from "./use-move";
import { WithdrawForm } from "./withdraw-form";

const AMOUNT = { amount: "amount" } as const;

/** /wallet?step=2 */
export function AddCreditSection() {
  const addCredit = useMutation(addCreditMutation(useContainer()));
  const move = useMove();
  return (
    <AddCreditForm
      moving={addCredit.isPending}
      onMove={async (input) => move(await addCredit.mutateAsync(input), { ...AMOUNT, payment_method: "method" })}
    />
  );
}

/** /wallet?step=3 */
export function ShareCreditSection({ balance }: { readonly balance: Fils | null }) {
  const injector = useContainer();
  const share = useMutation(shareCreditMutation(injector));
  // The player's own number, to refuse sharing with it before the confirmation; until the profile
  // has come (or if it cannot be read) the server's refusal remains.
  const { data: profile } = useQuery(profileQuery(injector));
  const move = useMove();
  return (
    <ShareCreditForm
      balance={balance}
      ownPhone={profile}
      moving={share.isPending}
      onMove={async (input) => move(await share.mutateAsync(input), SHARE_FIELDS)}
    />
  );
}

/** /wallet?step=4: to the card, or to a bank account. */
export function WithdrawSection({ balance }: { readonly balance: Fils | null }) {
  const { LL } = useI18nContext();
  const injector = useContainer();
  const withdraw = useMutation(withdrawMutation(injector));
  const bank = useMutation(bankWithdrawalMutation(injector));
  const move = useMove();
  return (
    <div className="wallet-section">
      <section className="wallet-section" aria-labelledby="wallet-withdraw">
        <h2 id="wallet-withdraw" className="wallet-section__title">
          {LL.wallet.withdraw()}
        </h2>
        <WithdrawForm
          balance={balance}
          moving={withdraw.isPending}
          onMove={async (input) => move(await withdraw.mutateAsync(input), AMOUNT)}
        />
      </section>
      <section className="wallet-section" aria-labelledby="wallet-bank">
        <h2 id="wallet-bank" className="wallet-section__title">
          {LL.wallet.bankWithdrawal()}
        </h2>
        <BankWithdrawalForm
          balance={balance}
          moving={bank.isPending}
          onMove={async (input) => move(await bank.mutateAsync(input), BANK_FIELDS)}
        />
      </section>
    </div>
  );
}
