import { createFileRoute } from "@tanstack/react-router";
import { ContactUsScreen } from "@/ui/features/content/contact-us-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadArea } from "@/ui/app/area-loader";

/** SPEC §2: /contact-us, open. */
export const Route = createFileRoute("/{-$locale}/contact-us")({
  loader: loadArea("content"),
  component: () => (
    <InfoPage page="contactUs">
      <ContactUsScreen />
    </InfoPage>
  ),
});
