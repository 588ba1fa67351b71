import { createFileRoute } from "@tanstack/react-router";
import { InfoPage } from "@/ui/features/shell/info-page";

/** SPEC §2: /contact-us, open. */
export const Route = createFileRoute("/{-$locale}/contact-us")({
  component: () => <InfoPage page="contactUs" />,
});
