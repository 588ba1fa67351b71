import { createFileRoute } from "@tanstack/react-router";
import { InfoPage } from "@/ui/features/shell/info-page";

/** SPEC §2: /numbers, open. */
export const Route = createFileRoute("/{-$locale}/numbers")({
  component: () => <InfoPage page="numbers" />,
});
