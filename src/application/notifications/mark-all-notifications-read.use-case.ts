import type { NotificationsPort } from "@/application/ports/notifications.port";
import type { Remote } from "@/application/ports/remote-result";

/** SPEC §2 /notifications: marks every message read; answers the unread count left (0). */
export class MarkAllNotificationsReadUseCase {
  constructor(private readonly notifications: NotificationsPort) {}

  execute(): Remote<number> {
    return this.notifications.markAllRead();
  }
}
