import { Schema } from "effect";
import type { CartState } from "@/domain/cart/cart-state";
import type { CartFormat } from "@/application/ports/cart-format.port";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { SessionStorePort } from "@/application/ports/session-store.port";
import { isSignedIn } from "@/application/auth/signed-in";
import type { CartPending } from "@/application/state/cart-sync-state";
import type { LocalStore } from "@/application/state/local-store";
import { STORAGE_KEYS } from "@/application/state/storage-keys";

/**
 * The cart in the visit's state, mirrored to local storage after every change (SPEC §4; for a
 * guest it is the only copy, for a signed-in user it survives a reload before it is saved).
 */
export class CartStore {
  constructor(
    private readonly state: SessionStatePort,
    private readonly session: SessionStorePort,
    private readonly local: LocalStore,
    /** The cart's JSON: its items as the server's cart_data (src/adapters/http/cart/cart.mapper.ts). */
    private readonly format: CartFormat,
  ) {
    this.stored = Schema.Struct({ cart: format, pending: Schema.Literals(["none", "save", "merge"]) });
  }

  /** The cart as kept in local storage: the cart and what still has to reach the server. */
  private readonly stored: Schema.Codec<{ readonly cart: CartState; readonly pending: CartPending }, unknown>;

  cart(): CartState {
    return this.state.get().cart;
  }

  pending(): CartPending {
    return this.state.get().cartPending;
  }

  /** A change by the player: for a signed-in user it has to be saved (a pending merge stays first). */
  change(update: (cart: CartState) => CartState): CartState {
    const signedIn = isSignedIn(this.session, this.state);
    this.state.update((state) => ({
      ...state,
      cart: update(state.cart),
      cartPending: signedIn && state.cartPending !== "merge" ? "save" : state.cartPending,
    }));
    this.persist();
    return this.cart();
  }

  /** A change that came from (or went to) the server, with what is left pending. */
  replace(cart: CartState, pending: CartPending): void {
    this.state.update((state) => ({ ...state, cart, cartPending: pending }));
    this.persist();
  }

  setPending(pending: CartPending): void {
    this.replace(this.cart(), pending);
  }

  /** Startup: the stored cart back into the state; a corrupt copy is dropped (and logged). */
  restore(): void {
    const stored = this.local.read(STORAGE_KEYS.cart, this.stored);
    if (stored === undefined) return;
    this.state.update((state) => ({ ...state, cart: stored.cart, cartPending: stored.pending }));
  }

  /** A cart in its stored JSON form (kept with a payment not yet confirmed, for instance). */
  toJson(cart: CartState): unknown {
    return Schema.encodeSync(this.format)(cart);
  }

  /** A cart back from its stored JSON form; undefined when it does not read. */
  fromJson(json: unknown): CartState | undefined {
    const decoded = Schema.decodeUnknownOption(this.format)(json);
    return decoded._tag === "Some" ? decoded.value : undefined;
  }

  private persist(): void {
    const { cart, cartPending } = this.state.get();
    this.local.write(STORAGE_KEYS.cart, Schema.encodeSync(this.stored)({ cart, pending: cartPending }));
  }
}
