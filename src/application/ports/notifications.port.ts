import type { Remote } from "@/application/ports/remote-result";
import type { Page, PageRequest } from "@/application/ports/wallet.port";

export interface Notification {
  readonly id: string;
  readonly title: string;
  readonly body: string;
  readonly unread: boolean;
  /** A path inside the shop. */
  readonly link: string | undefined;
  readonly createdAt: string;
}

/** SPEC §2 notifications page. */
export interface NotificationsPort {
  list(request?: PageRequest): Remote<Page<Notification> & { readonly unreadCount: number }>;
  markRead(id: string): Remote<Notification>;
  /** Answers the unread count left (0). */
  markAllRead(): Remote<number>;
}
