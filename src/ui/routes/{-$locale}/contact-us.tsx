import { createFileRoute } from "@tanstack/react-router";
import { ContactUsScreen } from "@/ui/features/content/contact-us-screen";
import { InfoPage } from "@/ui/features/shell/info-page";

/** SPEC §2: /contact-us, open. */
export const Route = createFileRoute("/{-$locale}/contact-us")({
  component: () => (
    <InfoPage page="contactUs">
      <ContactUsScreen />
    </InfoPage>
  ),
});
