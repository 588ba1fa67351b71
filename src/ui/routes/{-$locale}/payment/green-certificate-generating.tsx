import { createFileRoute } from "@tanstack/react-router";
import { codeSearch } from "@/ui/app/search-params";
import { GreenCertificateGeneratingPage } from "@/ui/pages/green-certificate-generating-page";
import { loadPage } from "@/ui/app/area-loader";

/** SPEC §2: /payment/green-certificate-generating?code=CERT-n, open: polls until the certificate is ready. */
export const Route = createFileRoute("/{-$locale}/payment/green-certificate-generating")({
  validateSearch: codeSearch,
  loader: loadPage({ area: "certificates", namespaces: ["certificates", "pages"] }),
  component: function GreenCertificateGeneratingRoute() {
    const { code } = Route.useSearch();
    return <GreenCertificateGeneratingPage code={code} />;
  },
});
