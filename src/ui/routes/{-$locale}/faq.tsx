import { createFileRoute } from "@tanstack/react-router";
import { FaqScreen } from "@/ui/features/content/faq-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadArea } from "@/ui/app/area-loader";

/** SPEC §2: /faq, open. */
export const Route = createFileRoute("/{-$locale}/faq")({
  loader: loadArea("content"),
  component: () => (
    <InfoPage page="faq">
      <FaqScreen />
    </InfoPage>
  ),
});
