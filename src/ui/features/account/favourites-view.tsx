import "./lists.css";
import { useRef, useState } from "react";
import { useFocusWhenLost } from "@/ui/components/use-focus-when-lost";
import type { Favourite } from "@/application/ports/favourites.port";
import { playAgainPath } from "@/application/favourites/play-again";
import { Button } from "@/ui/components/button";
import { ConfirmDialog } from "@/ui/components/confirm-dialog";
import { isolated } from "@/ui/components/bidi";
import { DateTime } from "@/ui/components/date-time";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { NumberBalls } from "@/ui/components/number-balls";
import { PathLink } from "@/ui/app/path-link";

export interface FavouritesViewProps {
  readonly items: ReadonlyArray<Favourite>;
  readonly onRemove: (favourite: Favourite) => void;
  readonly removingIds: ReadonlySet<string>;
  /** The name of a favourite's game: the API's name while it is on sale, else its slug title-cased. */
  readonly gameName: (slug: string) => string;
}

/**
 * SPEC §2 /favourite: saved number sets; play again opens the game page with the numbers. Once a
 * favourite is removed, focus moves to the title of the one that took its place (or the one before
 * it, or the "no favourites" line), rather than to the page's start (useFocusWhenLost).
 */
export function FavouritesView({ items, onRemove, removingIds, gameName }: FavouritesViewProps) {
  const { LL } = useI18nContext();
  const f = LL.account.favourites;
  const [asking, setAsking] = useState<Favourite | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const empty = useRef<HTMLParagraphElement>(null);
  const focusWhenLost = useFocusWhenLost();
  /** Where focus goes once `removed` has left the list: its place's title, the one before, or the empty line. */
  const afterRemoving = (removed: Favourite) => {
    const place = items.findIndex((item) => item.id === removed.id);
    focusWhenLost(() => {
      if (empty.current !== null) return empty.current;
      const titles = [...(list.current?.querySelectorAll<HTMLElement>(".account-item__title") ?? [])];
      if (titles.some((title) => title.dataset["id"] === removed.id)) return null;
      return titles[Math.min(place, titles.length - 1)] ?? null;
    });
  };
  if (items.length === 0)
    return (
      <p ref={empty} tabIndex={-1}>
        {f.empty()}
      </p>
    );
  return (
    <>
      <ul className="account-list" ref={list}>
        {items.map((item) => (
          <li key={item.id} className="account-item">
            <h2 className="account-item__title" data-id={item.id} tabIndex={-1}>
              <bdi>{item.name}</bdi>
            </h2>
            <p className="account-item__meta">
              <bdi className="account-item__state">{gameName(item.gameSlug)}</bdi>
              <span>
                {f.saved()}: <DateTime value={new Date(item.createdAt)} show="date" />
              </span>
            </p>
            <NumberBalls numbers={item.numbers} mainLabel={f.numbers()} bonusLabel={f.bonus()} />
            <div className="account-item__actions">
              <PathLink path={playAgainPath(item)} variant="button" aria-label={f.playAgainNamed({ name: item.name })}>
                {f.playAgain()}
              </PathLink>
              <Button
                variant="secondary"
                size="sm"
                isPending={removingIds.has(item.id)}
                aria-label={f.removeNamed({ name: item.name })}
                onPress={() => setAsking(item)}
              >
                {f.remove()}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={asking !== null}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        title={f.removeTitle()}
        confirmLabel={f.remove()}
        tone="danger"
        onConfirm={() => {
          if (asking === null) return;
          afterRemoving(asking);
          onRemove(asking);
        }}
      >
        <p>{isolated((mark) => f.removeBody({ name: mark(asking?.name ?? "") }))}</p>
      </ConfirmDialog>
    </>
  );
}
