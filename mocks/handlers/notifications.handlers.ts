import { api } from "../openapi-http";
import { invalid, notFound, ok, signedInUser, unauthorized } from "../respond";
import { mutate, sandboxState } from "../state";

function unreadCount(userId: number): number {
  return (sandboxState().notifications[String(userId)] ?? []).filter((notification) => notification.unread).length;
}

function positive(value: string | null, fallback: number, max: number): number | null {
  const parsed = value === null ? fallback : Number(value);
  return Number.isInteger(parsed) && parsed >= 1 && parsed <= max ? parsed : null;
}

export const notificationsHandlers = [
  api.get("/api/notifications", ({ request, query }) => {
    const user = signedInUser(request);
    if (user === null) return unauthorized();
    const page = positive(query.get("page"), 1, 10_000);
    const perPage = positive(query.get("per_page"), 20, 100);
    if (page === null || perPage === null)
      return invalid({ page: ["page and per_page must be whole numbers from 1 (per_page at most 100)."] });
    const all = sandboxState().notifications[String(user.id)] ?? [];
    return ok({
      items: all.slice((page - 1) * perPage, page * perPage),
      unread_count: unreadCount(user.id),
      pagination: { page, per_page: perPage, total: all.length, last_page: Math.max(1, Math.ceil(all.length / perPage)) },
    });
  }),

  api.post("/api/notifications/{id}/read", ({ request, params }) => {
    const user = signedInUser(request);
    if (user === null) return unauthorized();
    const notification = (sandboxState().notifications[String(user.id)] ?? []).find((candidate) => candidate.id === params.id);
    if (notification === undefined) return notFound("No such notification.");
    mutate(() => {
      notification.unread = false;
    });
    return ok(notification);
  }),

  api.post("/api/notifications/read-all", ({ request }) => {
    const user = signedInUser(request);
    if (user === null) return unauthorized();
    mutate((state) => {
      for (const notification of state.notifications[String(user.id)] ?? []) notification.unread = false;
    });
    return ok({ unread_count: 0 });
  }),
];
