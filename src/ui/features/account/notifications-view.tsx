import "./lists.css";
import { Result } from "effect";
import type { Notification } from "@/application/ports/notifications.port";
import { sitePath } from "@/domain/routing/safe-link";
import { Button } from "@/ui/components/button";
import { DateTime } from "@/ui/components/date-time";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { PathLink } from "@/ui/app/path-link";
import { useRef } from "react";
import { useFocusWhenLost } from "@/ui/components/use-focus-when-lost";

export interface NotificationsViewProps {
  readonly items: ReadonlyArray<Notification>;
  readonly unreadCount: number;
  readonly onMarkRead: (id: string) => void;
  readonly onMarkAllRead: () => void;
  /** Ids whose "mark read" is on its way (their button waits, one request each). */
  readonly pendingIds: ReadonlySet<string>;
  readonly markingAll: boolean;
  /** The page's origin: a notification's link is followed only when it resolves to a path here. */
  readonly siteOrigin: string;
}

/**
 * SPEC §2 /notifications. Unread is said in words ("Unread" / "Read") besides the highlight, so it
 * never rests on colour; each action's name includes the notification's title. A link from the
 * server is offered only when the URL parser resolves it to a path on this site (issue 13,
 * domain/routing/safe-link.ts). Any other is neither a link nor text to copy: a sentence says it
 * was not offered.
 *
 * Once a notification is marked read, its button goes: focus moves to its title, and once all are,
 * to the count ("All read"), rather than to the page's start (useFocusWhenLost).
 */
export function NotificationsView({
  items,
  unreadCount,
  onMarkRead,
  onMarkAllRead,
  pendingIds,
  markingAll,
  siteOrigin,
}: NotificationsViewProps) {
  const { LL } = useI18nContext();
  const n = LL.account.notifications;
  const list = useRef<HTMLUListElement>(null);
  const count = useRef<HTMLParagraphElement>(null);
  const focusWhenLost = useFocusWhenLost();
  const allRead = useRef(false);
  allRead.current = unreadCount === 0;
  /** The title of a notification once it shows as read (its button gone), else null. */
  const titleOf = (id: string): HTMLElement | null => {
    const item = [...(list.current?.children ?? [])].find((child) => child instanceof HTMLElement && child.dataset["id"] === id);
    return item instanceof HTMLElement && item.dataset["read"] !== undefined
      ? item.querySelector<HTMLElement>(".account-item__title")
      : null;
  };
  if (items.length === 0) return <p>{n.empty()}</p>;
  return (
    <>
      <div className="account-toolbar">
        <p className="form__status" role="status" ref={count} tabIndex={-1}>
          {unreadCount === 0 ? n.allRead() : n.unreadCount({ count: unreadCount })}
        </p>
        <Button
          variant="secondary"
          isDisabled={unreadCount === 0}
          isPending={markingAll}
          onPress={() => {
            focusWhenLost(() => (allRead.current ? count.current : null));
            onMarkAllRead();
          }}
        >
          {n.markAllRead()}
        </Button>
      </div>
      <ul className="account-list" ref={list}>
        {items.map((item) => {
          const link = item.link === undefined ? undefined : sitePath(item.link, siteOrigin);
          return (
            <li
              key={item.id}
              className="account-item"
              data-id={item.id}
              data-unread={item.unread || undefined}
              data-read={item.unread ? undefined : ""}
            >
              {/* The server's words, in its language: each reads in its own direction (an English
                  notice in an Arabic page ends with its own full stop). */}
              <h2 className="account-item__title" dir="auto" tabIndex={-1}>
                {item.title}
              </h2>
              <p className="account-item__meta">
                <span className="account-item__state">{item.unread ? n.unread() : n.read()}</span>
                <span>
                  {n.received()}: <DateTime value={new Date(item.createdAt)} />
                </span>
              </p>
              <p dir="auto">{item.body}</p>
              {link === undefined || Result.isSuccess(link) ? null : <p className="account-item__note">{n.linkRefused()}</p>}
              <div className="account-item__actions">
                {link === undefined || Result.isFailure(link) ? null : (
                  <PathLink
                    variant="standalone"
                    path={link.success}
                    aria-label={n.openNamed({ title: item.title })}
                    {...(item.unread ? { onFollow: () => onMarkRead(item.id) } : {})}
                  >
                    {n.open()}
                  </PathLink>
                )}
                {item.unread ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    isPending={pendingIds.has(item.id)}
                    aria-label={n.markReadNamed({ title: item.title })}
                    onPress={() => {
                      focusWhenLost(() => titleOf(item.id));
                      onMarkRead(item.id);
                    }}
                  >
                    {n.markRead()}
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
