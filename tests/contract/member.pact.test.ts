import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { OpenApiFavourites } from "@/adapters/http/favourites/openapi-favourites";
import { OpenApiNotifications } from "@/adapters/http/notifications/openapi-notifications";
import {
  bearer,
  confirmation,
  failureOf,
  injected,
  isoDateTime,
  lottoApiPact,
  lottoClient,
  signedInJson,
  successOf,
  type MockServer,
} from "./pact-harness";
import { States } from "./provider-states";

const { like, integer, eachLike } = MatchersV3;
const pact = lottoApiPact();
const favourites = (server: MockServer) => new OpenApiFavourites(lottoClient(server));
const notifications = (server: MockServer) => new OpenApiNotifications(lottoClient(server));
const numbers = [[3, 9, 12, 19, 24, 31], [7]];

describe("lotto-api: favourites (SPEC §2 favourite)", () => {
  it("GET /api/favourites?game_slug=lucky-day", async () => {
    await pact
      .addInteraction()
      .given(...States.savedNumbers("lucky-day"))
      .uponReceiving("a request for the saved number sets of a game")
      .withRequest("GET", "/api/favourites", (request) => request.headers(bearer).query({ game_slug: "lucky-day" }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          status: integer(200),
          data: eachLike({
            id: like("fav-1"),
            game_slug: "lucky-day",
            name: like("Birthdays"),
            numbers: eachLike(eachLike(integer(3))),
            created_at: isoDateTime("2024-12-26T12:00:00.000Z"),
          }),
        }),
      )
      .executeTest(async (server) => {
        expect(successOf(await favourites(server).list("lucky-day"))[0]?.gameSlug).toBe("lucky-day");
      });
  });

  it("POST /api/favourites", async () => {
    await pact
      .addInteraction()
      .given(...States.player())
      .uponReceiving("a request to save a number set")
      .withRequest("POST", "/api/favourites", (request) =>
        request.headers(signedInJson).jsonBody({ game_slug: "lucky-day", name: "Lucky", numbers }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          status: 201,
          data: {
            id: like("fav-101"),
            game_slug: "lucky-day",
            name: "Lucky",
            numbers,
            created_at: isoDateTime("2025-01-15T12:00:00.000Z"),
          },
        }),
      )
      .executeTest(async (server) => {
        expect(successOf(await favourites(server).add({ gameSlug: "lucky-day", name: "Lucky", numbers })).numbers).toEqual(
          numbers,
        );
      });
  });

  it.each([
    ["a saved number set", "fav-1", 200],
    ["an unknown number set", "fav-404", 404],
  ])("DELETE /api/favourites/{id} for %s", async (_name, id, status) => {
    // The saved set's id is the provider's; the unknown one is any id it never gave out.
    const path =
      status === 200
        ? MatchersV3.fromProviderState("/api/favourites/${favouriteId}", `/api/favourites/${id}`)
        : `/api/favourites/${id}`;
    await pact
      .addInteraction()
      .given(...States.savedNumbers("lucky-day"))
      .uponReceiving(`a request to remove ${status === 200 ? "a saved" : "an unknown"} number set`)
      .withRequest("DELETE", path, (request) => request.headers(bearer))
      .willRespondWith(status, (response) =>
        response.jsonBody(status === 200 ? confirmation("Removed.") : { status: 404, message: like("No such favourite.") }),
      )
      .executeTest(async (server) => {
        const answer = await favourites(server).remove(id);
        if (status === 200) successOf(answer);
        else expect(failureOf(answer)).toMatchObject({ _tag: "ServerMessage", status: 404 });
      });
  });
});

/** openapi/lotto-api.yaml Notification; `link` is null for some, so lists leave it out. */
const notification = {
  id: like("ntf-3"),
  title: like("Draw tonight"),
  body: like("Lucky Day draws tonight at 20:00."),
  unread: like(true),
  created_at: isoDateTime("2025-01-15T12:00:00.000Z"),
};

describe("lotto-api: notifications (SPEC §2 notifications)", () => {
  it("GET /api/notifications?page=1&per_page=20", async () => {
    await pact
      .addInteraction()
      .given(...States.unreadNotification("/lucky-day"))
      .uponReceiving("a request for the first page of notifications")
      .withRequest("GET", "/api/notifications", (request) => request.headers(bearer).query({ page: "1", per_page: "20" }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          status: integer(200),
          data: {
            items: eachLike(notification),
            unread_count: integer(2),
            pagination: { page: 1, per_page: 20, total: integer(3), last_page: integer(1) },
          },
        }),
      )
      .executeTest(async (server) => {
        expect(successOf(await notifications(server).list({ page: 1, perPage: 20 })).unreadCount).toBe(2);
      });
  });

  it("POST /api/notifications/{id}/read", async () => {
    await pact
      .addInteraction()
      .given(...States.unreadNotification("/lucky-day"))
      .uponReceiving("a request to mark one notification read")
      .withRequest(
        "POST",
        MatchersV3.fromProviderState("/api/notifications/${notificationId}/read", "/api/notifications/ntf-3/read"),
        (request) => request.headers(bearer),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          status: integer(200),
          data: { ...notification, id: injected("notificationId", "ntf-3"), unread: false, link: "/lucky-day" },
        }),
      )
      .executeTest(async (server) => {
        expect(successOf(await notifications(server).markRead("ntf-3"))).toMatchObject({ unread: false, link: "/lucky-day" });
      });
  });

  it("POST /api/notifications/read-all", async () => {
    await pact
      .addInteraction()
      .given(...States.unreadNotification("/lucky-day"))
      .uponReceiving("a request to mark every notification read")
      .withRequest("POST", "/api/notifications/read-all", (request) => request.headers(bearer))
      .willRespondWith(200, (response) => response.jsonBody({ status: integer(200), data: { unread_count: 0 } }))
      .executeTest(async (server) => {
        expect(successOf(await notifications(server).markAllRead())).toBe(0);
      });
  });
});
