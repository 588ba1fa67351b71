import { isCartEmpty } from "@/domain/cart/cart-state";
import { clearAll, shouldResetOnStartup } from "@/domain/ticket/ticket-picks";
import { createTicketList } from "@/domain/ticket/ticket-list";
import type { ClockPort } from "@/application/ports/clock.port";
import type { RandomPort } from "@/application/ports/random.port";
import type { SchedulerPort } from "@/application/ports/scheduler.port";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { SessionStorePort } from "@/application/ports/session-store.port";
import { isSignedIn } from "@/application/auth/signed-in";
import type { LoadCartUseCase } from "@/application/cart/load-cart.use-case";
import type { RefreshBalanceUseCase } from "@/application/checkout/refresh-balance.use-case";
import type { TicketStore } from "@/application/tickets/ticket-store";

/** SPEC §4/§9: startup is marked initialised after at most 10 s; readiness is polled every 100 ms. */
export const STARTUP_FALLBACK_MS = 10_000;
export const READINESS_POLL_MS = 100;

export interface StartupInput {
  /** Whether the screen's own preparations are done (e.g. its language loaded). */
  readonly isReady?: () => boolean;
}

/**
 * SPEC §4 Startup, once when the app mounts: the stored session (a user stored by an earlier
 * version cut down to id and name), ticket list and cart come back;
 * when logged in the numbers of the current tickets are cleared; when the cart is empty and the
 * only ticket is blank the tickets are reset. The state is marked initialised once the cart's
 * first load and the caller's readiness are done, or after 10 s at the latest.
 */
export class StartupUseCase {
  constructor(
    private readonly session: SessionStorePort,
    private readonly state: SessionStatePort,
    private readonly tickets: TicketStore,
    private readonly loadCart: LoadCartUseCase,
    private readonly balance: RefreshBalanceUseCase,
    private readonly random: RandomPort,
    private readonly scheduler: SchedulerPort,
    private readonly clock: ClockPort,
  ) {}

  /** Answers whether the 10 s fallback, rather than readiness, ended the wait. */
  async execute(input: StartupInput = {}): Promise<{ readonly timedOut: boolean }> {
    this.restoreUser();
    this.tickets.restore();
    let loaded = false;
    void Promise.all([this.loadCart.execute(), this.balance.execute()]).finally(() => {
      loaded = true;
    });
    this.prepareTickets();
    const isReady = input.isReady ?? (() => true);
    const timedOut = !(await this.waitFor(() => loaded && isReady()));
    this.state.update((state) => ({ ...state, initialised: true }));
    return { timedOut };
  }

  /**
   * The stored user is read first in any case: reading rewrites a copy of an earlier version to the
   * fields kept now (issue 13). Without a token it belongs to no session and is forgotten.
   */
  private restoreUser(): void {
    const stored = this.session.user();
    const signedIn = this.session.accessToken() !== undefined;
    if (!signedIn && stored !== undefined) this.session.clear();
    this.state.update((state) => ({ ...state, user: signedIn ? (stored ?? null) : null }));
  }

  private prepareTickets(): void {
    const signedIn = isSignedIn(this.session, this.state);
    // The lists put aside while a cart line is edited are the player's tickets too: their numbers go.
    if (signedIn)
      for (const kept of this.state.get().ticketsAside) this.tickets.putAside({ ...kept, list: clearAll(kept.list, kept.rules) });
    const current = this.tickets.tickets();
    if (current === null) return;
    const list = signedIn ? clearAll(current.list, current.rules) : current.list;
    const reset = shouldResetOnStartup(list, isCartEmpty(this.state.get().cart));
    const ids = () => this.random.uuid();
    this.tickets.set({ ...current, list: reset ? createTicketList(ids, current.rules) : list });
  }

  /** Polls every 100 ms; true when the condition held within the fallback time. */
  private async waitFor(condition: () => boolean): Promise<boolean> {
    const deadline = this.clock.now().getTime() + STARTUP_FALLBACK_MS;
    for (;;) {
      if (condition()) return true;
      if (this.clock.now().getTime() >= deadline) return false;
      await this.scheduler.wait(READINESS_POLL_MS);
    }
  }
}
