import { describe, expect, it } from "vitest";
import type { NotificationsPort } from "@/application/ports/notifications.port";
import { ListNotificationsUseCase } from "@/application/notifications/list-notifications.use-case";
import { MarkAllNotificationsReadUseCase } from "@/application/notifications/mark-all-notifications-read.use-case";
import { MarkNotificationReadUseCase } from "@/application/notifications/mark-notification-read.use-case";
import { recorder, strictFake } from "../../fakes/strict-fake";
import { ok } from "../fixtures";

describe("notifications use cases (SPEC §2 /notifications)", () => {
  it("list a page, mark one read, mark all read", async () => {
    const notification = {
      id: "n-1",
      title: "Draw",
      body: "Results",
      unread: false,
      link: undefined,
      createdAt: "2030-01-01T00:00:00Z",
    };
    const list = recorder(() => ok({ items: [], pagination: { page: 1, perPage: 20, total: 0, lastPage: 1 }, unreadCount: 0 }));
    const markRead = recorder(() => ok(notification));
    const markAllRead = recorder(() => ok(0));
    const port = strictFake<NotificationsPort>("NotificationsPort", { list, markRead, markAllRead });
    await new ListNotificationsUseCase(port).execute({ page: 1 });
    await new MarkNotificationReadUseCase(port).execute({ id: "n-1" });
    await new MarkAllNotificationsReadUseCase(port).execute();
    expect(list.calls).toEqual([[{ page: 1 }]]);
    expect(markRead.calls).toEqual([["n-1"]]);
    expect(markAllRead.calls).toHaveLength(1);
  });
});
