import { Result } from "effect";
import { cartTotal } from "@/domain/cart/cart-total";
import type { CurrencyExponent } from "@/domain/money/currency";
import type { CartItems } from "@/domain/cart/cart-item";
import { mergeCarts } from "@/domain/cart/cart-merge";
import type { ApiError } from "@/application/ports/api-errors";
import type { CartRepositoryPort } from "@/application/ports/cart-repository.port";
import type { LoggerPort } from "@/application/ports/logger.port";
import type { Remote } from "@/application/ports/remote-result";
import type { SchedulerPort } from "@/application/ports/scheduler.port";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { SessionStorePort } from "@/application/ports/session-store.port";
import { isSignedIn } from "@/application/auth/signed-in";
import type { CartStore } from "@/application/cart/cart-store";
import { LOCAL, SAVING, SYNCED, type CartSyncState } from "@/application/state/cart-sync-state";

/**
 * Waits before the cart's automatic retries. SPEC §7: the HTTP client never retries a call; the
 * cart retries as a whole, spaced out, then waits for the next change (ARCHITECTURE: "unsaved").
 */
export const CART_RETRY_DELAYS_MS: ReadonlyArray<number> = [2_000, 5_000, 15_000, 30_000];

const DONE: Result.Result<void, never> = Result.succeed(undefined);

/**
 * SPEC §4/§6: the signed-in user's cart is synchronised with the server. What is sent follows the
 * cart's pending mark: a pending merge fetches the server cart and merges it by idBlock (the
 * domain's merge: nothing dropped, local wins) before saving; a pending save sends the local cart
 * (an empty cart deletes the server copy); nothing pending reads the server copy. Attempts reach
 * the server one at a time, in order. Guests keep a local cart only.
 */
export class SyncCartUseCase {
  private generation = 0;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly carts: CartRepositoryPort,
    private readonly cartStore: CartStore,
    private readonly state: SessionStatePort,
    private readonly session: SessionStorePort,
    private readonly scheduler: SchedulerPort,
    private readonly logger: LoggerPort,
    /** SPEC §1: the cart total is rounded to the configured currency's minor unit. */
    private readonly exponent: CurrencyExponent,
  ) {}

  /** Resolves after the first attempt; retries after a failure go on in the background. */
  execute(): Promise<CartSyncState> {
    this.generation += 1;
    return this.run(this.generation, 1);
  }

  private async run(generation: number, attempt: number): Promise<CartSyncState> {
    if (!this.signedIn()) return this.setSync(LOCAL);
    this.setSync(SAVING);
    const result = await this.serialised(() => this.attempt());
    // A newer sync (a later change) or a logout took over: its state is the one that counts.
    if (generation !== this.generation || !this.signedIn()) return this.state.get().cartSync;
    if (Result.isSuccess(result)) return this.setSync(SYNCED);
    return this.failed(result.failure, generation, attempt);
  }

  private async failed(error: ApiError, generation: number, attempt: number): Promise<CartSyncState> {
    const retryInMs = error._tag === "Unauthorized" ? null : (CART_RETRY_DELAYS_MS[attempt - 1] ?? null);
    const unsaved = this.setSync({ _tag: "Unsaved", attempt, retryInMs, reason: error._tag });
    this.logger.warn("The cart is not synchronised with the server", { attempt, reason: error._tag });
    if (retryInMs !== null) void this.retryLater(generation, attempt + 1, retryInMs);
    return unsaved;
  }

  private async retryLater(generation: number, attempt: number, delayMs: number): Promise<void> {
    await this.scheduler.wait(delayMs);
    if (generation === this.generation) await this.run(generation, attempt);
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
    this.cartStore.replace({ ...cart, items: mergeCarts(cart.items, server.success) }, "merge");
    // Nothing local to add: the server copy already is the merged cart.
    if (cart.items.length === 0) return this.settled(this.cartStore.cart().items);
    return this.save();
  }

  /** SPEC §7 POST /api/carts/save with the items and their total; an empty cart is deleted. */
  private async save(): Remote<void> {
    const { items } = this.cartStore.cart();
    const saved = items.length === 0 ? await this.carts.delete() : await this.carts.save({ items, amount: cartTotal(items, this.exponent) });
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
      const items = server.success;
      this.cartStore.replace({ items, voucher: items.length === 0 ? null : this.cartStore.cart().voucher }, "none");
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
