import { http } from "msw";
import { describe, expect, it } from "vitest";
import { OpenApiContent } from "@/adapters/http/content/openapi-content";
import { OpenApiFavourites } from "@/adapters/http/favourites/openapi-favourites";
import { OpenApiNotifications } from "@/adapters/http/notifications/openapi-notifications";
import { OpenApiAnalytics } from "@/adapters/http/tracking/openapi-analytics";
import { OpenApiSeo } from "@/adapters/http/tracking/openapi-seo";
import { applyProviderState } from "@mocks/provider-states";
import { API_BASE, failure, lottoClient, success, useSandbox } from "./sandbox-harness";

const server = useSandbox();

describe("OpenApiFavourites", () => {
  const favourites = () => new OpenApiFavourites(lottoClient());

  it("lists, adds and removes saved number sets", async () => {
    expect(success(await favourites().list("lucky-day"))[0]).toMatchObject({ id: "fav-1", gameSlug: "lucky-day" });
    const added = success(await favourites().add({ gameSlug: "lucky-day", name: "Lucky", numbers: [[1, 2, 3, 4, 5, 6], [7]] }));
    expect(added).toMatchObject({ name: "Lucky", numbers: [[1, 2, 3, 4, 5, 6], [7]] });
    success(await favourites().remove(added.id));
    expect(success(await favourites().list()).map((favourite) => favourite.id)).not.toContain(added.id);
  });

  it("answers a 404 ServerMessage for an unknown id", async () => {
    expect(failure(await favourites().remove("fav-404"))).toMatchObject({ _tag: "ServerMessage", status: 404 });
  });
});

describe("OpenApiNotifications", () => {
  const notifications = () => new OpenApiNotifications(lottoClient());

  it("lists with the unread count, marks one and then all read", async () => {
    const page = success(await notifications().list({ page: 1, perPage: 20 }));
    expect(page.unreadCount).toBe(2);
    const first = page.items.find((item) => item.unread);
    expect(success(await notifications().markRead(first?.id ?? "")).unread).toBe(false);
    expect(success(await notifications().markAllRead())).toBe(0);
  });
});

describe("OpenApiContent", () => {
  const content = (token?: string) => new OpenApiContent(lottoClient(token));

  it("reads the FAQ and question types in a product language", async () => {
    let locale: string | null = null;
    server.use(
      http.get(`${API_BASE}/api/common/faq`, ({ request }) => {
        locale = new URL(request.url).searchParams.get("locale");
      }),
    );
    expect(success(await content(undefined).faq("ar")).length).toBeGreaterThan(0);
    expect(locale).toBe("ar");
    expect(success(await content(undefined).questionTypes("en"))[0]).toEqual({ id: 1, name: expect.any(String) });
  });

  it("sends the contact form (SPEC §3)", async () => {
    const message = {
      questionId: 1,
      name: "Demo Player",
      email: "demo@lotto-shop.test",
      phoneNumber: "501234567",
      content: "Hello there",
    };
    success(await content(undefined).sendContactMessage(message));
  });

  it("lists certificate offers in fils and buys one", async () => {
    const offers = success(await content(undefined).certificateOffers());
    expect(offers[0]).toMatchObject({ id: 1, price: 3_500, gameSlug: "lucky-day" });
    const purchase = success(await content().purchaseCertificate({ offerId: 1, quantity: 1, idempotencyKey: "cert-0001" }));
    expect(purchase).toMatchObject({ amountPaid: 3_500, balance: 123_450 - 3_500 });
  });

  it("is Refused insufficient_balance for a certificate the balance cannot cover", async () => {
    applyProviderState("a user with balance 0.00");
    expect(failure(await content().purchaseCertificate({ offerId: 1, quantity: 1, idempotencyKey: "cert-0002" }))).toMatchObject({
      _tag: "Refused",
      code: "insufficient_balance",
    });
  });
});

describe("OpenApiAnalytics and OpenApiSeo (SPEC §2, §7)", () => {
  it("records a PageView conversion event and a touch-point visit", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${API_BASE}/api/meta-conversion/add-event`, async ({ request }) => {
        sent.push(await request.clone().json());
      }),
    );
    const analytics = new OpenApiAnalytics(lottoClient());
    success(await analytics.pageView({ url: "https://shop.test/faq", customData: { locale: "en" } }));
    expect(sent).toEqual([{ event_name: "PageView", event_source_url: "https://shop.test/faq", custom_data: { locale: "en" } }]);
    success(await analytics.touchPointVisit({ utm_source: "mail", stored_at: 1_736_942_400_000 }));
  });

  it("asks for the path URL-encoded as one segment", async () => {
    let pathname = "";
    server.use(
      http.get(`${API_BASE}/api/seo/:path`, ({ request }) => {
        pathname = new URL(request.url).pathname;
      }),
    );
    expect(success(await new OpenApiSeo(lottoClient(undefined)).metadata("/faq", "en")).title).toContain("FAQ");
    expect(pathname).toBe("/api/seo/%2Ffaq");
  });

  it.each([
    ["ar", "الأسئلة الشائعة – Lotto Shop"],
    ["in", "Tanya jawab – Lotto Shop"],
    ["en", "FAQ – Lotto Shop"],
  ] as const)("asks in the page's language (locale=%s) and reads the title in it", async (language, title) => {
    let locale: string | null = null;
    server.use(
      http.get(`${API_BASE}/api/seo/:path`, ({ request }) => {
        locale = new URL(request.url).searchParams.get("locale");
      }),
    );
    expect(success(await new OpenApiSeo(lottoClient(undefined)).metadata("/faq", language)).title).toBe(title);
    expect(locale).toBe(language);
  });

  it("answers a 404 ServerMessage for a path without metadata (the caller falls back, SPEC §8)", async () => {
    expect(failure(await new OpenApiSeo(lottoClient(undefined)).metadata("/nowhere", "en"))).toMatchObject({ status: 404 });
  });
});
