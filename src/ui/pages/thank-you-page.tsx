import { useQuery } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";
import { PurchaseSummaryScreen } from "@/ui/features/checkout/purchase-summary-screen";
import { gamesQuery } from "@/ui/queries/games.queries";
import { useShell } from "@/ui/app/shell-context";
import { NO_GAMES } from "./games-unavailable";
import { InfoPage } from "./info-page";

/** SPEC §2 /thank-you: the purchase just made; opened without one, the page says what it is for. */
export function ThankYouPage() {
  const shell = useShell();
  // Game names only: without them the lines still show (SPEC §7 failures never block paying).
  const games = useQuery(gamesQuery(shell)).data ?? NO_GAMES;
  const items = useRouterState({ select: (state) => state.location.state.purchasedItems });
  return (
    <PurchaseSummaryScreen games={games} {...(items === undefined ? {} : { items })} fallback={<InfoPage page="thankYou" />} />
  );
}
