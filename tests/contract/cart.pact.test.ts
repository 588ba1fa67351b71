import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { OpenApiCartRepository } from "@/adapters/http/cart/openapi-cart-repository";
import { fils } from "@/domain/money/money";
import { cartItem, cartItemJson } from "../unit/adapters/http/cart-fixtures";
import { bearer, confirmation, isoDateTime, lottoApiPact, lottoClient, signedInJson, successOf } from "./pact-harness";
import { SPEC_SHAPE, States } from "./provider-states";

const { like, integer } = MatchersV3;
const pact = lottoApiPact();
const storedCart = JSON.stringify([cartItemJson({ id: "1", idBlock: "1" })]);

describe("lotto-api: server cart (SPEC §4, §7)", () => {
  it("GET /api/carts when the cart is empty", async () => {
    await pact
      .addInteraction()
      .given(...States.cartWith(0))
      .uponReceiving("a request for an empty server cart")
      .withRequest("GET", "/api/carts", (request) => request.headers(bearer))
      .willRespondWith(200, (response) =>
        response.jsonBody({ status: integer(200), data: { cart_data: "[]", items: 0, amount: like(0) } }),
      )
      .executeTest(async (server) => {
        expect(successOf(await new OpenApiCartRepository(lottoClient(server)).fetch())).toEqual({
          items: [],
          unreadableLines: [],
        });
      });
  });

  it("GET /api/carts holding one entry: cart_data is JSON text", async () => {
    await pact
      .addInteraction()
      .given(...States.cartWith(1))
      .uponReceiving("a request for a server cart with one entry")
      .withRequest("GET", "/api/carts", (request) => request.headers(bearer))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          status: integer(200),
          data: {
            cart_data: like(storedCart),
            items: integer(1),
            amount: like(35),
            updated_at: isoDateTime("2025-01-15T12:00:00.000Z"),
          },
        }),
      )
      .executeTest(async (server) => {
        const lines = successOf(await new OpenApiCartRepository(lottoClient(server)).fetch());
        expect(lines.items).toHaveLength(1);
        expect(lines.items[0]?.gameSlug).toBe("lucky-day");
        expect(lines.unreadableLines).toEqual([]);
      });
  });

  it("POST /api/carts/save with cart_data, items and amount", async () => {
    const items = [cartItem()];
    await pact
      .addInteraction()
      .given(...States.cartWith(0))
      .uponReceiving("a request to save the cart")
      .withRequest("POST", "/api/carts/save", (request) =>
        request.headers(signedInJson).jsonBody({ cart_data: JSON.stringify([cartItemJson()]), items: 1, amount: 35 }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          status: integer(200),
          message: like("Cart saved"),
          data: { cart_data: like(JSON.stringify([cartItemJson()])), items: integer(1), amount: like(35) },
        }),
      )
      .executeTest(async (server) => {
        successOf(await new OpenApiCartRepository(lottoClient(server)).save({ items, unreadableLines: [], amount: fils(3_500) }));
      });
  });

  it("DELETE /api/carts/delete", async () => {
    await pact
      .addInteraction()
      .given(...States.cartWith(1))
      .uponReceiving("a request to delete the server cart")
      .withRequest("DELETE", "/api/carts/delete", (request) => request.headers(bearer))
      .willRespondWith(200, (response) => response.jsonBody(confirmation("Cart deleted")))
      .executeTest(async (server) => {
        successOf(await new OpenApiCartRepository(lottoClient(server)).delete());
      });
  });

  /**
   * The same calls answered exactly as SPEC §7 words them (docs/sandbox.md, SPEC-literal shape):
   * cart_data alone, and nothing to read from save and delete. The provider state's `shape`
   * parameter makes the sandbox answer so; a real server may answer either way.
   */
  describe("answered as SPEC §7 words it", () => {
    it('GET /api/carts answers {"cart_data": "[]"} for an empty cart', async () => {
      await pact
        .addInteraction()
        .given(...States.cartWith(0, SPEC_SHAPE))
        .uponReceiving("a request for an empty server cart, answered with cart_data alone")
        .withRequest("GET", "/api/carts", (request) => request.headers(bearer))
        .willRespondWith(200, (response) => response.jsonBody({ cart_data: "[]" }))
        .executeTest(async (server) => {
          expect(successOf(await new OpenApiCartRepository(lottoClient(server)).fetch())).toEqual({
            items: [],
            unreadableLines: [],
          });
        });
    });

    it("GET /api/carts answers cart_data alone for a cart with one entry", async () => {
      await pact
        .addInteraction()
        .given(...States.cartWith(1, SPEC_SHAPE))
        .uponReceiving("a request for a server cart with one entry, answered with cart_data alone")
        .withRequest("GET", "/api/carts", (request) => request.headers(bearer))
        .willRespondWith(200, (response) => response.jsonBody({ cart_data: like(storedCart) }))
        .executeTest(async (server) => {
          const lines = successOf(await new OpenApiCartRepository(lottoClient(server)).fetch());
          expect(lines.items.map((item) => item.gameSlug)).toEqual(["lucky-day"]);
        });
    });

    it("POST /api/carts/save answers {} (SPEC §7: not shown)", async () => {
      const items = [cartItem()];
      await pact
        .addInteraction()
        .given(...States.cartWith(0, SPEC_SHAPE))
        .uponReceiving("a request to save the cart, answered with an empty object")
        .withRequest("POST", "/api/carts/save", (request) =>
          request.headers(signedInJson).jsonBody({ cart_data: JSON.stringify([cartItemJson()]), items: 1, amount: 35 }),
        )
        .willRespondWith(200, (response) => response.jsonBody({}))
        .executeTest(async (server) => {
          successOf(
            await new OpenApiCartRepository(lottoClient(server)).save({ items, unreadableLines: [], amount: fils(3_500) }),
          );
        });
    });

    it("DELETE /api/carts/delete answers {} (SPEC §7: not shown)", async () => {
      await pact
        .addInteraction()
        .given(...States.cartWith(1, SPEC_SHAPE))
        .uponReceiving("a request to delete the server cart, answered with an empty object")
        .withRequest("DELETE", "/api/carts/delete", (request) => request.headers(bearer))
        .willRespondWith(200, (response) => response.jsonBody({}))
        .executeTest(async (server) => {
          successOf(await new OpenApiCartRepository(lottoClient(server)).delete());
        });
    });
  });
});
