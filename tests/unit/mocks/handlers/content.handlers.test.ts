import { describe, expect, it } from "vitest";
import { DEMO_TOKEN } from "@mocks/seed";
import { call, type Schemas, useSandbox } from "../sandbox.fixture";

useSandbox();

const CONTACT = {
  question_id: 1,
  name: "Layla Hassan",
  email: " Layla@Example.TEST ",
  phone_number: "+971501112233",
  content: "Where is my prize?",
};

describe("favourites and notifications", () => {
  it("saves, lists and removes a number set", async () => {
    const saved = await call<Schemas["FavouriteResponse"]>("POST", "/api/favourites", {
      token: DEMO_TOKEN,
      body: { game_slug: "lucky-day", name: "Lucky", numbers: [[1, 2, 3, 4, 5, 6], [9]] },
    });
    expect(saved.status).toBe(201);
    const list = await call<Schemas["FavouritesResponse"]>("GET", "/api/favourites?game_slug=lucky-day", { token: DEMO_TOKEN });
    expect(list.json.data.map((favourite) => favourite.name)).toEqual(["Lucky", "Birthdays"]);
    expect((await call("DELETE", `/api/favourites/${saved.json.data.id}`, { token: DEMO_TOKEN })).status).toBe(200);
    expect((await call("DELETE", `/api/favourites/${saved.json.data.id}`, { token: DEMO_TOKEN })).status).toBe(404);
  });

  it("refuses numbers that do not fit the game", async () => {
    const { status } = await call("POST", "/api/favourites", {
      token: DEMO_TOKEN,
      body: { game_slug: "lucky-day", name: "Bad", numbers: [[1, 2, 3], [30]] },
    });
    expect(status).toBe(422);
  });

  it("marks one and then all notifications read", async () => {
    const list = await call<Schemas["NotificationsResponse"]>("GET", "/api/notifications", { token: DEMO_TOKEN });
    expect(list.json.data.unread_count).toBe(2);
    const first = list.json.data.items[0]!;
    const read = await call<Schemas["NotificationResponse"]>("POST", `/api/notifications/${first.id}/read`, {
      token: DEMO_TOKEN,
    });
    expect(read.json.data.unread).toBe(false);
    expect(
      (await call<Schemas["NotificationsResponse"]>("GET", "/api/notifications", { token: DEMO_TOKEN })).json.data.unread_count,
    ).toBe(1);
    const all = await call<Schemas["UnreadCountResponse"]>("POST", "/api/notifications/read-all", { token: DEMO_TOKEN });
    expect(all.json.data.unread_count).toBe(0);
  });
});

describe("FAQ, contact, SEO and tracking", () => {
  it("answers FAQ groups and question types", async () => {
    const faq = await call<Schemas["FaqResponse"]>("GET", "/api/common/faq?locale=ar");
    expect(faq.json.data.length).toBeGreaterThan(1);
    expect(faq.json.data[0]?.questions.length).toBeGreaterThan(0);
    const types = await call<Schemas["QuestionTypesResponse"]>("GET", "/api/common/question-types");
    expect(types.json.data[0]).toEqual({ id: 1, name: "My account" });
  });

  it("accepts the contact form", async () => {
    expect((await call("POST", "/api/common/contact-us", { body: CONTACT })).status).toBe(201);
  });

  it.each([
    ["question_id", { question_id: 99 }, "Please select a question type."],
    ["name", { name: "Al" }, "Please enter the name least 3 characters"],
    ["name", { name: "Layla, Hassan" }, "Please do not enter punctuation marks"],
    ["email", { email: "" }, "Please enter email"],
    ["email", { email: "layla@" }, "Please enter a valid email address"],
    ["phone_number", { phone_number: "" }, "Phone number is required"],
    ["content", { content: "x".repeat(1001) }, "Message cannot exceed 1000 characters"],
  ])("refuses the contact form on %s (SPEC §5)", async (field, change, message) => {
    const { status, json } = await call<Schemas["ValidationError"]>("POST", "/api/common/contact-us", {
      body: { ...CONTACT, ...change },
    });
    expect(status).toBe(422);
    expect(json.errors[field]).toEqual([message]);
  });

  it.each([
    ["%2Ffaq", "FAQ – Lotto Shop"],
    ["%2Flucky-day", "Lucky Day 6 + 1 – Lotto Shop"],
    // /numbers is the number picker of the first game on sale.
    ["%2Fnumbers", "Pick your numbers – Lotto Shop"],
  ])("answers SEO metadata for %s", async (path, title) => {
    const { json } = await call<Schemas["SeoResponse"]>("GET", `/api/seo/${path}`);
    expect(json.data).toMatchObject({ title, description: expect.any(String) });
  });

  it("answers 404 for a path without metadata, so the client falls back (SPEC §8)", async () => {
    expect((await call("GET", "/api/seo/%2Fnowhere")).status).toBe(404);
  });

  it("records page views for anyone and touch points for signed-in users only", async () => {
    const event = { event_name: "PageView", event_source_url: "https://shop.test/faq", custom_data: {} };
    expect((await call("POST", "/api/meta-conversion/add-event", { body: event })).status).toBe(200);
    expect((await call("POST", "/api/touch-point/visit", { body: { utm_data: { utm_source: "x" } } })).status).toBe(401);
    expect(
      (await call("POST", "/api/touch-point/visit", { token: DEMO_TOKEN, body: { utm_data: { utm_source: "x" } } })).status,
    ).toBe(200);
  });
});
