import { createFileRoute } from "@tanstack/react-router";
import { FaqScreen } from "@/ui/features/content/faq-screen";
import { InfoPage } from "@/ui/features/shell/info-page";

/** SPEC §2: /faq, open. */
export const Route = createFileRoute("/{-$locale}/faq")({
  component: () => (
    <InfoPage page="faq">
      <FaqScreen />
    </InfoPage>
  ),
});
