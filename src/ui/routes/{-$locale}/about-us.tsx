import { createFileRoute } from "@tanstack/react-router";
import { InfoPage } from "@/ui/features/shell/info-page";

/** SPEC §2: /about-us, open. */
export const Route = createFileRoute("/{-$locale}/about-us")({
  component: () => <InfoPage page="aboutUs" />,
});
