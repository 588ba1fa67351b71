import { createFileRoute } from "@tanstack/react-router";
import { AboutUsScreen } from "@/ui/features/content/about-us-screen";
import { InfoPage } from "@/ui/pages/info-page";

/** SPEC §2: /about-us, open. */
export const Route = createFileRoute("/{-$locale}/about-us")({
  component: () => (
    <InfoPage page="aboutUs">
      <AboutUsScreen />
    </InfoPage>
  ),
});
