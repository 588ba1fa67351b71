import { createFileRoute } from "@tanstack/react-router";
import { DrawsScreen } from "@/ui/features/content/draws-screen";
import { InfoPage } from "@/ui/pages/info-page";

/** SPEC §2: /draws, open. */
export const Route = createFileRoute("/{-$locale}/draws")({
  component: () => (
    <InfoPage page="draws">
      <DrawsScreen />
    </InfoPage>
  ),
});
