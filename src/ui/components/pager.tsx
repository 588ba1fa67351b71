import "@/ui/styles/components/pager.css";
import { Button } from "@/ui/components/button";
import { useI18nContext } from "@/ui/i18n/i18n-react";

export interface PagerProps {
  readonly page: number;
  readonly lastPage: number;
  readonly onPage: (page: number) => void;
  /** Names the navigation landmark, e.g. "Transaction history". */
  readonly label: string;
}

/** Previous / next page of a list, with "Page 2 of 5" in words; hidden when there is one page. */
export function Pager({ page, lastPage, onPage, label }: PagerProps) {
  const { LL } = useI18nContext();
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={label} className="ui-pager">
      <Button variant="secondary" size="sm" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
        {LL.account.list.previous()}
      </Button>
      <span aria-live="polite">{LL.account.list.pageOf({ page, pages: lastPage })}</span>
      <Button variant="secondary" size="sm" isDisabled={page >= lastPage} onPress={() => onPage(page + 1)}>
        {LL.account.list.next()}
      </Button>
    </nav>
  );
}
