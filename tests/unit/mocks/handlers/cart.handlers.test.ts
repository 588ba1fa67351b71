import { describe, expect, it } from "vitest";
import { DEMO_TOKEN } from "@mocks/seed";
import { call, type Schemas, useSandbox } from "../sandbox.fixture";

useSandbox();

type Cart = Schemas["CartResponse"];
const ITEMS = [{ id: 1, idBlock: 1, gameId: 1, name: "ENTRY 1", game_slug: "lucky-day", event_id: 102000, amount: 35, bets: [[1, 2, 3, 4, 5, 6, 7]] }];

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
});
