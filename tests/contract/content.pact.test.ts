import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { OpenApiContent } from "@/adapters/http/content/openapi-content";
import { OpenApiAnalytics } from "@/adapters/http/tracking/openapi-analytics";
import { OpenApiSeo } from "@/adapters/http/tracking/openapi-seo";
import {
  confirmation,
  failureOf,
  injected,
  jsonBody,
  lottoApiPact,
  lottoClient,
  signedInJson,
  successOf,
  type MockServer,
} from "./pact-harness";
import { States } from "./provider-states";

const { like, integer, eachLike } = MatchersV3;
const pact = lottoApiPact();
const content = (server: MockServer, token?: string) => new OpenApiContent(lottoClient(server, token));

describe("lotto-api: FAQ and contact (SPEC §2 faq, contact-us; §3; §5)", () => {
  it("GET /api/common/faq?locale=en", async () => {
    await pact
      .addInteraction()
      .given(...States.contentPublished())
      .uponReceiving("a request for the FAQ in English")
      .withRequest("GET", "/api/common/faq", (request) => request.query({ locale: "en" }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          status: integer(200),
          data: eachLike({
            id: integer(1),
            title: like("Playing"),
            questions: eachLike({ id: integer(11), question: like("How?"), answer: like("So.") }),
          }),
        }),
      )
      .executeTest(async (server) => {
        expect(successOf(await content(server, undefined).faq("en"))[0]?.questions.length).toBe(1);
      });
  });

  it("GET /api/common/question-types?locale=en", async () => {
    await pact
      .addInteraction()
      .given(...States.contentPublished())
      .uponReceiving("a request for the contact question types in English")
      .withRequest("GET", "/api/common/question-types", (request) => request.query({ locale: "en" }))
      .willRespondWith(200, (response) =>
        response.jsonBody({ status: integer(200), data: eachLike({ id: integer(1), name: like("My account") }) }),
      )
      .executeTest(async (server) => {
        expect(successOf(await content(server, undefined).questionTypes("en"))).toEqual([{ id: 1, name: "My account" }]);
      });
  });

  it("POST /api/common/contact-us", async () => {
    const message = {
      question_id: injected("questionTypeId", 1),
      name: "Demo Player",
      email: "demo@lotto-shop.test",
      phone_number: "501234567",
      content: "Hello there",
    };
    await pact
      .addInteraction()
      .given(...States.contentPublished())
      .uponReceiving("a contact form")
      .withRequest("POST", "/api/common/contact-us", (request) => request.headers(jsonBody).jsonBody(message))
      .willRespondWith(201, (response) => response.jsonBody(confirmation("Thank you, we will answer by email.", 201)))
      .executeTest(async (server) => {
        const form = {
          questionId: 1,
          name: "Demo Player",
          email: "demo@lotto-shop.test",
          phoneNumber: "501234567",
          content: "Hello there",
        };
        successOf(await content(server, undefined).sendContactMessage(form));
      });
  });
});

describe("lotto-api: green certificates (SPEC §2 buy/green-certificates)", () => {
  it("GET /api/green-certificates/offers", async () => {
    const offer = {
      id: integer(1),
      name: like("Seedling"),
      description: like("One tree."),
      price: like(35),
      entries: integer(1),
      game_slug: like("lucky-day"),
      trees_planted: integer(1),
    };
    await pact
      .addInteraction()
      .given(...States.contentPublished())
      .uponReceiving("a request for the green certificate offers")
      .withRequest("GET", "/api/green-certificates/offers")
      .willRespondWith(200, (response) => response.jsonBody({ status: integer(200), data: eachLike(offer) }))
      .executeTest(async (server) => {
        expect(successOf(await content(server, undefined).certificateOffers())[0]?.price).toBe(3_500);
      });
  });

  it.each([
    ["1,234.50", 201],
    ["0.00", 402],
  ])("POST /api/green-certificates/purchase with a balance of %s", async (balance, status) => {
    await pact
      .addInteraction()
      .given(...States.player(balance))
      .given(...States.contentPublished())
      .uponReceiving(`a green certificate purchase ${status === 201 ? "paid from the balance" : "the balance cannot cover"}`)
      .withRequest("POST", "/api/green-certificates/purchase", (request) =>
        request.headers(signedInJson).jsonBody({ offer_id: injected("offerId", 1), quantity: 1, idempotency_key: "cert-0001" }),
      )
      .willRespondWith(status, (response) =>
        response.jsonBody(
          status === 201
            ? { status: 201, data: { code: like("CERT-101"), amount_paid: like(35), balance: like(1_199.5) } }
            : { status: 402, message: like("Your balance is too low."), code: "insufficient_balance" },
        ),
      )
      .executeTest(async (server) => {
        const answer = await content(server).purchaseCertificate({ offerId: 1, quantity: 1, idempotencyKey: "cert-0001" });
        expect(answer._tag).toBe(status === 201 ? "Success" : "Failure");
      });
  });
});

describe("lotto-api: tracking and page metadata (SPEC §2, §7, §8)", () => {
  it("POST /api/meta-conversion/add-event with a PageView", async () => {
    const body = { event_name: "PageView", event_source_url: "https://shop.example/faq", custom_data: { locale: "en" } };
    await pact
      .addInteraction()
      .given(...States.contentPublished())
      .uponReceiving("a page view conversion event")
      .withRequest("POST", "/api/meta-conversion/add-event", (request) => request.headers(jsonBody).jsonBody(body))
      .willRespondWith(200, (response) => response.jsonBody(confirmation("Event recorded.")))
      .executeTest(async (server) => {
        successOf(
          await new OpenApiAnalytics(lottoClient(server, undefined)).pageView({
            url: body.event_source_url,
            customData: { locale: "en" },
          }),
        );
      });
  });

  it("POST /api/touch-point/visit with the campaign parameters", async () => {
    const utmData = { utm_source: "newsletter", utm_campaign: "spring", stored_at: 1_736_942_400_000 };
    await pact
      .addInteraction()
      .given(...States.player())
      .uponReceiving("a touch-point visit of a signed-in user")
      .withRequest("POST", "/api/touch-point/visit", (request) => request.headers(signedInJson).jsonBody({ utm_data: utmData }))
      .willRespondWith(200, (response) => response.jsonBody(confirmation("Visit recorded.")))
      .executeTest(async (server) => {
        successOf(await new OpenApiAnalytics(lottoClient(server)).touchPointVisit(utmData));
      });
  });

  it.each([
    ["/faq", 200],
    ["/nowhere", 404],
  ])("GET /api/seo/{path} for %s (the path URL-encoded as one segment)", async (path, status) => {
    await pact
      .addInteraction()
      .given(...States.contentPublished())
      .uponReceiving(`a request for the metadata of ${status === 200 ? "a known" : "an unknown"} page`)
      .withRequest("GET", `/api/seo/${encodeURIComponent(path)}`, (request) => request.query({ locale: "en" }))
      .willRespondWith(status, (response) =>
        response.jsonBody(
          status === 200
            ? { status: integer(200), data: { title: like("FAQ – Lotto Shop"), description: like("Answers.") } }
            : { status: 404, message: like("No metadata for /nowhere.") },
        ),
      )
      .executeTest(async (server) => {
        const answer = await new OpenApiSeo(lottoClient(server, undefined)).metadata(path, "en");
        if (status === 200) expect(successOf(answer).title).toBe("FAQ – Lotto Shop");
        else expect(failureOf(answer)).toMatchObject({ _tag: "ServerMessage", status: 404 });
      });
  });
});
