import { createFileRoute } from "@tanstack/react-router";
import { BuyCertificatesScreen } from "@/ui/features/certificates/buy-certificates-screen";
import { buySearch } from "@/ui/features/certificates/certificate-search";
import { InfoPage } from "@/ui/pages/info-page";
import { loadArea } from "@/ui/app/area-loader";

/** SPEC §2: /buy/green-certificates, open (buying asks a guest to sign in first; `?offer=` keeps the choice). */
export const Route = createFileRoute("/{-$locale}/buy/green-certificates")({
  validateSearch: buySearch,
  loader: loadArea("certificates"),
  component: function BuyGreenCertificatesRoute() {
    const { offer } = Route.useSearch();
    return (
      <InfoPage page="greenCertificates">
        <BuyCertificatesScreen initialOffer={offer} />
      </InfoPage>
    );
  },
});
