import { useQuery } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";
import { PurchaseSummaryScreen } from "@/ui/features/checkout/purchase-summary-screen";
import { gamesQuery } from "@/ui/queries/games.queries";
import { useShell } from "@/ui/app/shell-context";
import { NO_GAMES } from "./games-unavailable";
import { InfoPage } from "./info-page";
import { Link } from "@/ui/components/link";
import { useLocaleParams } from "@/ui/app/use-locale-params";
import { useI18nContext } from "@/ui/i18n/i18n-react";

/**
 * SPEC §2 /thank-you: the purchase just made. Without this visit's receipt (a reload, or the page
 * opened directly) the page says what it is for and where the purchases are: the wallet's history.
 * It said "The details of your entries are below" with nothing below.
 */
export function ThankYouPage() {
  const shell = useShell();
  const { LL } = useI18nContext();
  const params = useLocaleParams();
  // Game names only: without them the lines still show (SPEC §7 failures never block paying).
  const games = useQuery(gamesQuery(shell)).data ?? NO_GAMES;
  const items = useRouterState({ select: (state) => state.location.state.purchasedItems });
  return (
    <PurchaseSummaryScreen
      games={games}
      {...(items === undefined ? {} : { items })}
      fallback={
        <InfoPage page="thankYou">
          <p>
            <Link to="/{-$locale}/wallet" params={params} variant="standalone">
              {LL.checkout.receipt.walletHistory()}
            </Link>
          </p>
        </InfoPage>
      }
    />
  );
}
