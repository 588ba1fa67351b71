import type { Schema } from "effect";
import type { CartState } from "@/domain/cart/cart-state";

/**
 * The cart's JSON form in local storage: `{ items, voucher }`, its items SPEC §3 JSON, the same
 * text the server keeps in cart_data, so one mapper (src/adapters/http/cart/cart.mapper.ts) makes
 * and reads both; a cart stored by an earlier build reads back as it was written.
 */
export type CartFormat = Schema.Codec<CartState, unknown>;
