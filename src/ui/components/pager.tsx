import "@/ui/styles/components/pager.css";
import { useEffect, useRef } from "react";
import { Button } from "@/ui/components/button";
import { useI18nContext } from "@/ui/i18n/i18n-react";

export interface PagerProps {
  readonly page: number;
  readonly lastPage: number;
  readonly onPage: (page: number) => void;
  /** Names the navigation landmark, e.g. "Transaction history". */
  readonly label: string;
  /**
   * The start of the list (focusable: a region, or a heading with tabIndex -1). Once the page
   * pressed for is shown, focus goes there, and with it the screen: the new rows are read from the
   * top, where the pressed button (disabled on the first or last page) would drop focus to the
   * page's start, and a phone stayed scrolled to the pager below the new rows.
   */
  readonly listStart?: () => HTMLElement | null;
}

/** Previous / next page of a list, with "Page 2 of 5" in words; hidden when there is one page. */
export function Pager({ page, lastPage, onPage, label, listStart }: PagerProps) {
  const { LL } = useI18nContext();
  const pressedFor = useRef<number | null>(null);
  useEffect(() => {
    if (pressedFor.current !== page) return;
    pressedFor.current = null;
    const start = listStart?.();
    if (start === null || start === undefined) return;
    // Its top on the screen (below the sticky header: the root's scroll padding), not its middle.
    start.focus({ preventScroll: true });
    start.scrollIntoView?.({ block: "start" });
  }, [page, listStart]);
  if (lastPage <= 1) return null;
  const turn = (next: number) => {
    pressedFor.current = next;
    onPage(next);
  };
  return (
    <nav aria-label={label} className="ui-pager">
      <Button variant="secondary" size="sm" isDisabled={page <= 1} onPress={() => turn(page - 1)}>
        {LL.account.list.previous()}
      </Button>
      <span aria-live="polite" className="ui-pager__position">
        {LL.account.list.pageOf({ page, pages: lastPage })}
      </span>
      <Button variant="secondary" size="sm" isDisabled={page >= lastPage} onPress={() => turn(page + 1)}>
        {LL.account.list.next()}
      </Button>
    </nav>
  );
}
