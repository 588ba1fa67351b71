import "@/ui/forms/form.css";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Result } from "effect";
import { useState } from "react";
import { ACCOUNT_TOKENS } from "@/application/account/account.tokens";
import { TOKENS } from "@/application/tokens";
import { useContainer, useInjection } from "@/ui/di/container-context";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { notificationsQuery } from "@/ui/queries/account.queries";
import { failureText } from "@/ui/forms/failure-outcome";
import { NotificationsView } from "./notifications-view";
import { Pager } from "@/ui/components/pager";
import { QueryStatus } from "@/ui/queries/query-status";
import { usePendingSet } from "./use-pending-set";
import { useUnauthorizedRule } from "@/ui/forms/use-failure";

/** SPEC §2 /notifications (login required): pages of messages, mark one or all read. */
export function NotificationsScreen() {
  const { LL } = useI18nContext();
  const injector = useContainer();
  const queryClient = useQueryClient();
  const markRead = useInjection(ACCOUNT_TOKENS.markNotificationRead);
  const markAll = useInjection(ACCOUNT_TOKENS.markAllNotificationsRead);
  const unauthorized = useUnauthorizedRule();
  const siteOrigin = useInjection(TOKENS.appHost).origin();
  const [page, setPage] = useState(1);
  const [markingAll, setMarkingAll] = useState(false);
  const [status, setStatus] = useState("");
  const pending = usePendingSet();
  const list = useQuery(notificationsQuery(injector, page));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["account", "notifications"] });
  /** A failed mark is said in words (the list stays as the server has it); a 401 meets SPEC §8's rule instead. */
  const report = async (answer: Result.Result<unknown, Parameters<typeof failureText>[1]>) => {
    if (Result.isSuccess(answer)) setStatus("");
    else if (!(await unauthorized(answer.failure))) setStatus(failureText(LL, answer.failure));
  };

  const readOne = (id: string) =>
    pending.run(id, async () => {
      await report(await markRead.execute({ id }));
      await refresh();
    });
  const readAll = async () => {
    if (markingAll) return;
    setMarkingAll(true);
    try {
      await report(await markAll.execute());
      await refresh();
    } finally {
      setMarkingAll(false);
    }
  };
  return (
    <QueryStatus query={list}>
      {(data) => (
        <>
          <NotificationsView
            items={data.items}
            unreadCount={data.unreadCount}
            onMarkRead={(id) => void readOne(id)}
            onMarkAllRead={() => void readAll()}
            pendingIds={pending.ids}
            markingAll={markingAll}
            siteOrigin={siteOrigin}
          />
          <Pager
            page={data.pagination.page}
            lastPage={data.pagination.lastPage}
            onPage={setPage}
            label={LL.layout.nav.notifications()}
          />
          <p role="status" className="form__status">
            {status}
          </p>
        </>
      )}
    </QueryStatus>
  );
}
