import "./wallet.css";
import { useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { TOKENS } from "@/application/tokens";
import { Money } from "@/ui/components/money";
import { Spinner } from "@/ui/components/spinner";
import { Tabs } from "@/ui/components/tabs";
import { useInjection, useSessionState } from "@/ui/di/container-context";
import { useQueryParam } from "@/ui/app/use-query-param";
import { useLocaleParams } from "@/ui/app/use-locale-params";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { WalletOverview } from "./wallet-overview";
import { AddCreditSection, ShareCreditSection, WithdrawSection } from "./wallet-sections";
import { sectionOfStep, stepOfSection, WALLET_SECTIONS, type WalletSection } from "./wallet-steps";

const isSection = (key: unknown): key is WalletSection => (WALLET_SECTIONS as ReadonlyArray<unknown>).includes(key);

/**
 * SPEC §2 /wallet (login required): the balance, then one section per `step` value (1 overview,
 * 2 add credit, 3 share credit, 4 withdraw) as tabs that keep the step in the address.
 */
export function WalletScreen() {
  const { LL } = useI18nContext();
  const params = useLocaleParams();
  const navigate = useNavigate();
  const section = sectionOfStep(useQueryParam("step"));
  const balance = useSessionState((state) => state.balance);
  const refreshBalance = useInjection(TOKENS.refreshBalance);
  useEffect(() => {
    void refreshBalance.execute();
  }, [refreshBalance]);
  const select = (next: WalletSection) =>
    void navigate({ to: "/{-$locale}/wallet", params, search: { step: Number(stepOfSection(next)) }, replace: true });
  return (
    <>
      <p className="wallet-balance">
        <span>{LL.wallet.balance()}</span>
        {balance === null ? <Spinner size="sm" /> : <Money fils={balance} className="wallet-balance__amount" />}
      </p>
      <Tabs
        label={LL.wallet.sections()}
        selectedKey={section}
        onSelectionChange={(key) => {
          if (isSection(key)) select(key);
        }}
        items={[
          { id: "overview", label: LL.wallet.overview(), content: <WalletOverview /> },
          { id: "add", label: LL.wallet.addCredit(), content: <AddCreditSection /> },
          { id: "share", label: LL.wallet.shareCredit(), content: <ShareCreditSection balance={balance} /> },
          { id: "withdraw", label: LL.wallet.withdraw(), content: <WithdrawSection balance={balance} /> },
        ]}
      />
    </>
  );
}
