import { afterEach, describe, expect, it } from "vitest";
import { DEMO_TOKEN } from "@mocks/seed";
import { setSandboxShape } from "@mocks/state";
import { call, type Schemas, useSandbox } from "../sandbox.fixture";

useSandbox();
afterEach(() => setSandboxShape("full"));

/** The sandbox's full shape: cart_data inside the envelope's data (openapi CartResponse, second branch). */
type Cart = Extract<Schemas["CartResponse"], { data: unknown }>;
const ITEMS = [
  {
    id: 1,
    idBlock: 1,
    gameId: 1,
    name: "ENTRY 1",
    game_slug: "lucky-day",
    event_id: 102000,
    amount: 35,
    bets: [[1, 2, 3, 4, 5, 6, 7]],
  },
];

describe("server cart (SPEC §4, §7)", () => {
  it("answers an empty cart as the JSON text []", async () => {
    const { json } = await call<Cart>("GET", "/api/carts", { token: DEMO_TOKEN });
    expect(json.data).toMatchObject({ cart_data: "[]", items: 0, amount: 0 });
  });

  it("keeps cart_data verbatim through save and get, until deleted", async () => {
    const cart_data = JSON.stringify(ITEMS);
    const saved = await call<Cart>("POST", "/api/carts/save", { token: DEMO_TOKEN, body: { cart_data, items: 1, amount: 35 } });
    expect(saved.status).toBe(200);
    const { json } = await call<Cart>("GET", "/api/carts", { token: DEMO_TOKEN });
    expect(json.data).toMatchObject({ cart_data, items: 1, amount: 35 });
    expect(JSON.parse(json.data.cart_data)).toEqual(ITEMS);
    expect((await call("DELETE", "/api/carts/delete", { token: DEMO_TOKEN })).status).toBe(200);
    expect((await call<Cart>("GET", "/api/carts", { token: DEMO_TOKEN })).json.data.cart_data).toBe("[]");
  });

  it.each([
    ["cart_data that is not JSON", { cart_data: "{oops", items: 0, amount: 0 }, "cart_data"],
    ["cart_data that is not an array", { cart_data: "{}", items: 0, amount: 0 }, "cart_data"],
    ["a missing amount", { cart_data: "[]", items: 0 }, "amount"],
  ])("refuses %s with 422", async (_case, body, field) => {
    const { status, json } = await call<Schemas["ValidationError"]>("POST", "/api/carts/save", { token: DEMO_TOKEN, body });
    expect(status).toBe(422);
    expect(Object.keys(json.errors)).toEqual([field]);
  });

  describe("SPEC-literal shape (docs/sandbox.md)", () => {
    it("answers GET /api/carts with cart_data alone, and save and delete with {}", async () => {
      setSandboxShape("spec");
      const cart_data = JSON.stringify(ITEMS);
      expect((await call("GET", "/api/carts", { token: DEMO_TOKEN })).json).toEqual({ cart_data: "[]" });
      const saved = await call("POST", "/api/carts/save", { token: DEMO_TOKEN, body: { cart_data, items: 1, amount: 35 } });
      expect(saved).toMatchObject({ status: 200, json: {} });
      expect((await call("GET", "/api/carts", { token: DEMO_TOKEN })).json).toEqual({ cart_data });
      expect(await call("DELETE", "/api/carts/delete", { token: DEMO_TOKEN })).toMatchObject({ status: 200, json: {} });
      expect((await call("GET", "/api/carts", { token: DEMO_TOKEN })).json).toEqual({ cart_data: "[]" });
    });

    it("still answers the SPEC §8 401 and 422 in full", async () => {
      setSandboxShape("spec");
      expect((await call("GET", "/api/carts", { token: "stale" })).json).toEqual({ status: 401, message: "Unauthorized" });
      expect(
        (await call("POST", "/api/carts/save", { token: DEMO_TOKEN, body: { cart_data: "{}", items: 0, amount: 0 } })).status,
      ).toBe(422);
    });
  });
});
