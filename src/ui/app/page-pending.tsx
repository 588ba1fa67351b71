import { Skeleton } from "@/ui/components/skeleton";
import { useI18nContext } from "@/ui/i18n/i18n-react";

/**
 * What a page shows while its data is still on the way (after the router's pending delay): the
 * layout stays, and a skeleton takes the page's place. Without it a slow call would leave the
 * whole screen blank, header included. Importing the skeleton here also puts its styles in the
 * entry's stylesheet, which the prerendered pages link (docs/prerender.md, "Skeletons").
 */
export function PagePending() {
  const { LL } = useI18nContext();
  return (
    <div className="shell-page">
      <Skeleton label={LL.common.loadingPage()} />
    </div>
  );
}
