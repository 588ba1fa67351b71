import { createFileRoute } from "@tanstack/react-router";
import { BuyCertificatesScreen } from "@/ui/features/certificates/buy-certificates-screen";
import { offerSearch } from "@/ui/app/search-params";
import { InfoPage } from "@/ui/pages/info-page";
import { loadPage } from "@/ui/app/area-loader";
import { certificateOffersQuery } from "@/ui/queries/certificates.queries";

/** SPEC §2: /buy/green-certificates, open (buying asks a guest to sign in first; `?offer=` keeps the choice). */
export const Route = createFileRoute("/{-$locale}/buy/green-certificates")({
  validateSearch: offerSearch,
  loader: loadPage({
    area: "certificates",
    namespaces: ["account", "certificates", "content", "pages", "wallet"],
    data: ({ container, queryClient }) => queryClient.ensureQueryData(certificateOffersQuery(container)),
  }),
  component: function BuyGreenCertificatesRoute() {
    const { offer } = Route.useSearch();
    return (
      <InfoPage page="greenCertificates">
        <BuyCertificatesScreen initialOffer={offer} />
      </InfoPage>
    );
  },
});
