import { createFileRoute } from "@tanstack/react-router";
import { WalletScreen } from "@/ui/features/wallet/wallet-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadPage } from "@/ui/app/area-loader";
import { stepSearch } from "@/ui/app/search-params";
import { transactionsQuery } from "@/ui/queries/wallet.queries";
import { FORMS_AND_CONTENT } from "@/ui/app/i18n-namespaces";

/** SPEC §2: /wallet, login required (its sections follow the `step` query: 1 history … 4 withdraw). */
export const Route = createFileRoute("/{-$locale}/_auth/wallet")({
  validateSearch: stepSearch,
  loaderDeps: ({ search }) => ({ overview: search.step === undefined || search.step === 1 }),
  loader: ({ context, deps }) =>
    loadPage({
      area: "wallet",
      namespaces: FORMS_AND_CONTENT,
      // The overview's first page of history, read with the page (the other steps are forms).
      ...(deps.overview
        ? { data: ({ container, queryClient }) => queryClient.ensureQueryData(transactionsQuery(container, 1)) }
        : {}),
    })({ context }),
  component: () => (
    <InfoPage page="wallet">
      <WalletScreen />
    </InfoPage>
  ),
});
