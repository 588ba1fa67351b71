import { Spinner } from "@/ui/components/spinner";
import { useI18nContext } from "@/ui/i18n/i18n-react";

/**
 * What a page shows while its data is still on the way (after the router's pending delay): the
 * layout stays, and a busy indicator takes the page's place. Without it a slow call would leave
 * the whole screen blank, header included.
 */
export function PagePending() {
  const { LL } = useI18nContext();
  return (
    <div className="shell-page">
      <Spinner label={LL.common.loadingPage()} />
    </div>
  );
}
