import type { Notification, NotificationsPort } from "@/application/ports/notifications.port";
import type { Remote } from "@/application/ports/remote-result";

/** SPEC §2 /notifications: marks one message read (also when it is opened). */
export class MarkNotificationReadUseCase {
  constructor(private readonly notifications: NotificationsPort) {}

  execute(input: { readonly id: string }): Remote<Notification> {
    return this.notifications.markRead(input.id);
  }
}
