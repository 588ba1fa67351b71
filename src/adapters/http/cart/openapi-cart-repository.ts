import { Result } from "effect";
import type { CartRepositoryPort, CartSnapshot } from "@/application/ports/cart-repository.port";
import type { Remote } from "@/application/ports/remote-result";
import type { CartItems } from "@/domain/cart/cart-item";
import { callApi } from "@/adapters/http/api-call";
import type { LottoApiClient } from "@/adapters/http/api-client";
import { toCartItem, toCartSaveBody } from "@/adapters/http/cart/cart.mapper";
import { CartResponse } from "@/adapters/http/cart/cart.schema";
import { MessageResponse } from "@/adapters/http/envelope.schema";

/** {@link CartRepositoryPort} over SPEC §7 /api/carts, /api/carts/save and /api/carts/delete. */
export class OpenApiCartRepository implements CartRepositoryPort {
  constructor(private readonly client: LottoApiClient) {}

  async fetch(): Remote<CartItems> {
    const answer = await callApi(() => this.client.GET("/api/carts"), CartResponse);
    return Result.map(answer, ({ data }) => data.cart_data.map(toCartItem));
  }

  async save(cart: CartSnapshot): Remote<void> {
    const answer = await callApi(() => this.client.POST("/api/carts/save", { body: toCartSaveBody(cart) }), CartResponse);
    return Result.map(answer, () => undefined);
  }

  async delete(): Remote<void> {
    const answer = await callApi(() => this.client.DELETE("/api/carts/delete"), MessageResponse);
    return Result.map(answer, () => undefined);
  }
}
