import type { Notification, NotificationsPort } from "@/application/ports/notifications.port";
import type { Remote } from "@/application/ports/remote-result";
import type { Page, PageRequest } from "@/application/ports/wallet.port";

/** SPEC §2 /notifications: one page of messages, with how many are unread. */
export class ListNotificationsUseCase {
  constructor(private readonly notifications: NotificationsPort) {}

  execute(request: PageRequest = {}): Remote<Page<Notification> & { readonly unreadCount: number }> {
    return this.notifications.list(request);
  }
}
