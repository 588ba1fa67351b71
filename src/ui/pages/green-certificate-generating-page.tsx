import {
  CertificateGeneratingScreen,
  type CertificateGeneratingScreenProps,
} from "@/ui/features/certificates/certificate-generating-screen";
import { InfoPage } from "./info-page";

/**
 * SPEC §2 /payment/green-certificate-generating: the page's heading and introduction follow the
 * certificate's stage ("Your green certificate is ready", or what failed), as the live region
 * below them does. They change in place: the live region announces the stage, focus stays put.
 */
export function GreenCertificateGeneratingPage(props: Omit<CertificateGeneratingScreenProps, "frame">) {
  return (
    <CertificateGeneratingScreen
      {...props}
      frame={(headline, content) => (
        <InfoPage page="greenCertificateGenerating" {...headline}>
          {content}
        </InfoPage>
      )}
    />
  );
}
