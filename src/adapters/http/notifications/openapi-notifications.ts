import { Result, Schema } from "effect";
import type { LoggerPort } from "@/application/ports/logger.port";
import type { Notification, NotificationsPort } from "@/application/ports/notifications.port";
import type { Remote } from "@/application/ports/remote-result";
import type { Page, PageRequest } from "@/application/ports/wallet.port";
import { callApi } from "@/adapters/http/api-call";
import type { LottoApiClient } from "@/adapters/http/api-client";
import { DateTimeDto, FlagDto, isSet, Nullable, PAGE_OF_ITEMS, withData } from "@/adapters/http/envelope.schema";
import { readShown } from "@/adapters/http/read-each";
import { toPageQuery, toPagination } from "@/adapters/http/wallet/wallet.mapper";

/** openapi/lotto-api.yaml Notification. */
const NotificationDto = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  body: Schema.String,
  // A boolean or 0/1.
  unread: FlagDto,
  link: Nullable(Schema.String),
  created_at: DateTimeDto,
});

const NotificationsResponse = withData(Schema.Struct({ ...PAGE_OF_ITEMS, unread_count: Schema.Int }));

const toNotification = (dto: typeof NotificationDto.Type): Notification => ({
  id: dto.id,
  title: dto.title,
  body: dto.body,
  unread: isSet(dto.unread),
  link: dto.link ?? undefined,
  createdAt: dto.created_at,
});

/**
 * {@link NotificationsPort} over /api/notifications (SPEC §2 notifications page). A page of them is
 * read notification by notification: one that does not read is left out and logged, the others are
 * shown, and the unread count is the server's.
 */
export class OpenApiNotifications implements NotificationsPort {
  constructor(
    private readonly client: LottoApiClient,
    /** Where a notification left out of the list is reported. */
    private readonly logger?: LoggerPort,
  ) {}

  async list(request: PageRequest = {}): Remote<Page<Notification> & { readonly unreadCount: number }> {
    const answer = await callApi(
      () => this.client.GET("/api/notifications", { params: { query: toPageQuery(request) } }),
      NotificationsResponse,
    );
    return Result.flatMap(answer, ({ data }) =>
      Result.map(readShown(NotificationDto, data.items, { logger: this.logger, what: "Notifications" }), (items) => ({
        items: items.map(toNotification),
        unreadCount: data.unread_count,
        pagination: toPagination(data.pagination),
      })),
    );
  }

  async markRead(id: string): Remote<Notification> {
    const answer = await callApi(
      () => this.client.POST("/api/notifications/{id}/read", { params: { path: { id } } }),
      withData(NotificationDto),
    );
    return Result.map(answer, ({ data }) => toNotification(data));
  }

  async markAllRead(): Remote<number> {
    const answer = await callApi(
      () => this.client.POST("/api/notifications/read-all"),
      withData(Schema.Struct({ unread_count: Schema.Int })),
    );
    return Result.map(answer, ({ data }) => data.unread_count);
  }
}
