import { Button } from "@/ui/components/button";
import { useI18nContext } from "@/ui/i18n/i18n-react";

/**
 * The games list could not be read (SPEC §7 call failed): said where the games would be, with a
 * retry, while the rest of the page keeps working.
 */
export function GamesUnavailable({ onRetry }: { readonly onRetry: () => void }) {
  const { LL } = useI18nContext();
  return (
    <div role="alert" className="shell-page__actions">
      <p>{LL.shell.home.gamesFailed()}</p>
      <Button variant="secondary" onPress={onRetry}>
        {LL.common.retry()}
      </Button>
    </div>
  );
}

/** A stable empty list for screens that show game names when they are known. */
export const NO_GAMES: ReadonlyArray<never> = [];
