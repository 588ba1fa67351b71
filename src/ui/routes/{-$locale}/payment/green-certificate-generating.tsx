import { createFileRoute } from "@tanstack/react-router";
import { CertificateGeneratingScreen } from "@/ui/features/certificates/certificate-generating-screen";
import { codeSearch } from "@/ui/app/search-params";
import { InfoPage } from "@/ui/pages/info-page";
import { loadPage } from "@/ui/app/area-loader";

/** SPEC §2: /payment/green-certificate-generating?code=CERT-n, open: polls until the certificate is ready. */
export const Route = createFileRoute("/{-$locale}/payment/green-certificate-generating")({
  validateSearch: codeSearch,
  loader: loadPage({ area: "certificates", namespaces: ["certificates", "pages"] }),
  component: function GreenCertificateGeneratingRoute() {
    const { code } = Route.useSearch();
    return (
      <InfoPage page="greenCertificateGenerating">
        <CertificateGeneratingScreen code={code} />
      </InfoPage>
    );
  },
});
