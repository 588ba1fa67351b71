import "@/ui/forms/form.css";
import { useMutation, useMutationState, useSuspenseQuery } from "@tanstack/react-query";
import { Result } from "effect";
import { type ReactNode, startTransition, useState } from "react";
import { TOKENS } from "@/application/tokens";
import { useContainer, useInjection } from "@/ui/di/container-context";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { notificationsQuery } from "@/ui/queries/account.queries";
import { failureText } from "@/ui/forms/failure-outcome";
import { NotificationsView } from "./notifications-view";
import { Pager } from "@/ui/components/pager";
import { QueryBoundary } from "@/ui/queries/query-boundary";
import { markAllNotificationsReadMutation, markNotificationReadMutation } from "@/ui/queries/account.mutations";
import { mutationKeys } from "@/ui/queries/query-keys";
import { useUnauthorizedRule } from "@/ui/forms/use-failure";

type NotificationsData = ReturnType<typeof useNotificationsPage>;

const useNotificationsPage = (page: number) => useSuspenseQuery(notificationsQuery(useContainer(), page)).data;

/** The first notification's title (a heading with tabIndex -1): where a new page is read from. */
const firstTitle = (): HTMLElement | null => document.querySelector<HTMLElement>("main .account-list .account-item__title");

/** One page of messages, read with the route's loader (useSuspenseQuery under the screen's QueryBoundary). */
function NotificationsPage({
  page,
  children,
}: {
  readonly page: number;
  readonly children: (data: NotificationsData) => ReactNode;
}) {
  return <>{children(useNotificationsPage(page))}</>;
}

/** SPEC §2 /notifications (login required): pages of messages, mark one or all read. */
export function NotificationsScreen() {
  const { LL } = useI18nContext();
  const injector = useContainer();
  const markRead = useMutation(markNotificationReadMutation(injector));
  const markAll = useMutation(markAllNotificationsReadMutation(injector));
  const unauthorized = useUnauthorizedRule();
  const siteOrigin = useInjection(TOKENS.appHost).origin();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState("");
  // The ids being marked read, from the mutation cache (one entry per press).
  const pendingIds = new Set(
    useMutationState({
      filters: { mutationKey: mutationKeys.account.markNotificationRead, status: "pending" },
      select: (mutation) => (mutation.state.variables as { readonly id: string } | undefined)?.id ?? "",
    }),
  );
  /** A failed mark is said in words (the list stays as the server has it); a 401 meets SPEC §8's rule instead. */
  const report = async (answer: Result.Result<unknown, Parameters<typeof failureText>[1]>) => {
    if (Result.isSuccess(answer)) setStatus("");
    else if (!(await unauthorized(answer.failure))) setStatus(failureText(LL, answer.failure));
  };

  // The mutations read every page again in their onSuccess (src/ui/queries/account.mutations.ts).
  const readOne = (id: string) => {
    if (!pendingIds.has(id)) markRead.mutate({ id }, { onSuccess: (answer) => void report(answer) });
  };
  const readAll = () => {
    if (!markAll.isPending) markAll.mutate(undefined, { onSuccess: (answer) => void report(answer) });
  };
  return (
    <QueryBoundary>
      <NotificationsPage page={page}>
        {(data) => (
          <>
            <NotificationsView
              items={data.items}
              unreadCount={data.unreadCount}
              onMarkRead={readOne}
              onMarkAllRead={readAll}
              pendingIds={pendingIds}
              markingAll={markAll.isPending}
              siteOrigin={siteOrigin}
            />
            <Pager
              page={data.pagination.page}
              lastPage={data.pagination.lastPage}
              // A transition keeps the page on screen while the next one is read.
              onPage={(next) => startTransition(() => setPage(next))}
              label={LL.layout.nav.notifications()}
              listStart={firstTitle}
            />
            <p role="status" className="form__status">
              {status}
            </p>
          </>
        )}
      </NotificationsPage>
    </QueryBoundary>
  );
}
