import { Result } from "effect";
import { cartTotal } from "@/domain/cart/cart-total";
import type { CartItems } from "@/domain/cart/cart-item";
import { mergeCarts } from "@/domain/cart/cart-merge";
import { isCartBlank, mergeUnreadableLines } from "@/domain/cart/cart-state";
import type { ApiError } from "@/application/ports/api-errors";
import type { ConnectivityPort } from "@/application/ports/connectivity.port";
import type { CartRepositoryPort } from "@/application/ports/cart-repository.port";
import type { LoggerPort } from "@/application/ports/logger.port";
import type { Remote } from "@/application/ports/remote-result";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { SessionStorePort } from "@/application/ports/session-store.port";
import { isSignedIn } from "@/application/auth/signed-in";
import type { CartStore } from "@/application/cart/cart-store";
import { LOCAL, SAVING, SYNCED, type CartSyncState } from "@/application/state/cart-sync-state";

const DONE: Result.Result<void, never> = Result.succeed(undefined);

/**
 * SPEC §4/§6: the signed-in user's cart is synchronised with the server. What is sent follows the
 * cart's pending mark: a pending merge fetches the server cart and merges it by idBlock (the
 * domain's merge: nothing dropped, local wins) before saving; a pending save sends the local cart
 * (an empty cart deletes the server copy); nothing pending reads the server copy. Attempts reach
 * the server one at a time, in order. Guests keep a local cart only.
 *
 * SPEC §7: no call is repeated on a timer. A failed attempt leaves the cart "Unsaved" (kept on this
 * device with its pending mark, so nothing is lost) until one of the player's own occasions: the
 * next cart change, sign-in (the merge), "Try again" (each of these calls `execute`), or the
 * browser coming back online, which this use case listens for through the ConnectivityPort for as
 * long as it lives (one per container).
 */
export class SyncCartUseCase {
  private generation = 0;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly carts: CartRepositoryPort,
    private readonly cartStore: CartStore,
    private readonly state: SessionStatePort,
    private readonly session: SessionStorePort,
    connectivity: ConnectivityPort,
    private readonly logger: LoggerPort,
  ) {
    connectivity.onOnline(() => this.resumeOnline());
  }

  /** One attempt with whatever is pending; resolves to the state it leaves the cart in. */
  execute(): Promise<CartSyncState> {
    this.generation += 1;
    return this.run(this.generation);
  }

  /** Back online: an unsaved cart (a signed-in player's, with something to send or read) goes again. */
  private resumeOnline(): void {
    if (this.state.get().cartSync._tag === "Unsaved" && this.signedIn()) void this.execute();
  }

  private async run(generation: number): Promise<CartSyncState> {
    if (!this.signedIn()) return this.setSync(LOCAL);
    this.setSync(SAVING);
    const result = await this.serialised(() => this.attempt());
    // A newer sync (a later change) or a logout took over: its state is the one that counts.
    if (generation !== this.generation || !this.signedIn()) return this.state.get().cartSync;
    if (Result.isSuccess(result)) return this.setSync(SYNCED);
    return this.failed(result.failure);
  }

  /** Not retried (SPEC §7): the cart stays unsaved until the next occasion (see the class comment). */
  private failed(error: ApiError): CartSyncState {
    this.logger.warn("The cart is not synchronised with the server", { reason: error._tag });
    return this.setSync({ _tag: "Unsaved", reason: error._tag });
  }

  private attempt(): Remote<void> {
    const pending = this.cartStore.pending();
    if (pending === "merge") return this.merge();
    return pending === "save" ? this.save() : this.pull();
  }

  /** SPEC §4 login: the server cart is fetched, merged with the local cart by idBlock, saved back. */
  private async merge(): Remote<void> {
    const server = await this.carts.fetch();
    if (Result.isFailure(server)) return Result.fail(server.failure);
    if (!this.signedIn()) return DONE;
    const cart = this.cartStore.cart();
    const merged = {
      ...cart,
      items: mergeCarts(cart.items, server.success.items),
      unreadableLines: mergeUnreadableLines(cart.unreadableLines, server.success.unreadableLines),
    };
    this.cartStore.replace(merged, "merge");
    // Nothing local to add: the server copy already is the merged cart.
    if (isCartBlank(cart)) return this.settled(this.cartStore.cart().items);
    return this.save();
  }

  /**
   * SPEC §7 POST /api/carts/save with the items and their total, and the lines the shop cannot read
   * as they came; a cart with no line at all is deleted.
   */
  private async save(): Remote<void> {
    const cart = this.cartStore.cart();
    const { items, unreadableLines } = cart;
    const saved = isCartBlank(cart)
      ? await this.carts.delete()
      : await this.carts.save({ items, unreadableLines, amount: cartTotal(items) });
    return Result.isSuccess(saved) ? this.settled(items) : saved;
  }

  /** The server has `items`; a change made meanwhile is still pending and the next sync sends it. */
  private settled(items: CartItems): Result.Result<void, never> {
    if (this.signedIn() && this.cartStore.cart().items === items) this.cartStore.setPending("none");
    return DONE;
  }

  /** Nothing pending locally: the server copy is the cart (SPEC §4 signed-in cart). */
  private async pull(): Remote<void> {
    const server = await this.carts.fetch();
    if (Result.isFailure(server)) return Result.fail(server.failure);
    if (this.signedIn() && this.cartStore.pending() === "none") {
      const { items, unreadableLines } = server.success;
      const voucher = items.length === 0 ? null : this.cartStore.cart().voucher;
      this.cartStore.replace({ items, voucher, unreadableLines }, "none");
    }
    return DONE;
  }

  private serialised<A>(task: () => Promise<A>): Promise<A> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private setSync(cartSync: CartSyncState): CartSyncState {
    this.state.update((state) => ({ ...state, cartSync }));
    return cartSync;
  }

  private signedIn(): boolean {
    return isSignedIn(this.session, this.state);
  }
}
