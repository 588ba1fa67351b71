import { createFileRoute } from "@tanstack/react-router";
import { AboutUsScreen } from "@/ui/features/content/about-us-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadPage } from "@/ui/app/area-loader";

/** SPEC §2: /about-us, open. */
export const Route = createFileRoute("/{-$locale}/about-us")({
  loader: loadPage({ namespaces: ["content", "pages"] }),
  component: () => (
    <InfoPage page="aboutUs">
      <AboutUsScreen />
    </InfoPage>
  ),
});
