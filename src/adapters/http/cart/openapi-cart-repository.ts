import { Result } from "effect";
import type { CartLines, CartRepositoryPort, CartSnapshot } from "@/application/ports/cart-repository.port";
import type { Remote } from "@/application/ports/remote-result";
import { type CurrencyExponent, DEFAULT_EXPONENT } from "@/domain/money/currency";
import { callApi } from "@/adapters/http/api-call";
import type { LottoApiClient } from "@/adapters/http/api-client";
import { cartLinesOf, cartResponse, toCartSaveBody } from "@/adapters/http/cart/cart.mapper";
import { callForStatus } from "@/adapters/http/status-only-call";

/**
 * {@link CartRepositoryPort} over SPEC §7 /api/carts, /api/carts/save and /api/carts/delete. Only
 * GET reads its answer (`cart_data`); save and delete answer "not shown" (SPEC §7), so their status
 * is all that counts and `{}` is a success.
 */
export class OpenApiCartRepository implements CartRepositoryPort {
  constructor(
    private readonly client: LottoApiClient,
    /** The configured currency's decimals (the container passes VITE_CURRENCY's; AED's by default). */
    private readonly exponent: CurrencyExponent = DEFAULT_EXPONENT,
  ) {}

  async fetch(): Remote<CartLines> {
    const answer = await callApi(() => this.client.GET("/api/carts"), cartResponse(this.exponent));
    return Result.map(answer, cartLinesOf);
  }

  async save(cart: CartSnapshot): Remote<void> {
    return callForStatus(() =>
      this.client.POST("/api/carts/save", { body: toCartSaveBody(cart, this.exponent), parseAs: "text" }),
    );
  }

  async delete(): Remote<void> {
    return callForStatus(() => this.client.DELETE("/api/carts/delete", { parseAs: "text" }));
  }
}
