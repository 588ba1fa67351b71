import type { Session } from "@/application/ports/auth-gateway.port";
import type { RandomPort } from "@/application/ports/random.port";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import { type SessionStorePort, sessionUserOf } from "@/application/ports/session-store.port";
import type { CartStore } from "@/application/cart/cart-store";
import type { SyncCartUseCase } from "@/application/cart/sync-cart.use-case";
import type { RefreshBalanceUseCase } from "@/application/checkout/refresh-balance.use-case";
import type { CartSyncState } from "@/application/state/cart-sync-state";
import { reloadTicketsFromCart } from "@/application/tickets/reload-tickets-from-cart";
import type { TicketStore } from "@/application/tickets/ticket-store";
import type { LocalStore } from "@/application/state/local-store";
import { STORAGE_KEYS } from "@/application/state/storage-keys";

/**
 * SPEC §4 login success, everything before the redirect: the user data (id and name, issue 13)
 * and token are stored; the
 * server cart is fetched, merged with the local cart by idBlock, saved back and loaded into the
 * cart and tickets. When the server cart cannot be reached the local cart is kept, marked
 * "merge pending" and merged and saved by the cart's retries: nothing is lost.
 */
export class StartSessionUseCase {
  constructor(
    private readonly session: SessionStorePort,
    private readonly state: SessionStatePort,
    private readonly cartStore: CartStore,
    private readonly sync: SyncCartUseCase,
    private readonly balance: RefreshBalanceUseCase,
    private readonly tickets: TicketStore,
    private readonly random: RandomPort,
    private readonly local: LocalStore,
  ) {}

  async execute(session: Session): Promise<CartSyncState> {
    this.session.saveAccessToken(session.accessToken, session.expiresInSeconds);
    const user = sessionUserOf(session.user);
    this.session.saveUser(user);
    // A sign-in ends any sign-up waiting for its code, the copy kept for a reload too (RegistrationStore).
    this.state.update((state) => ({ ...state, user, registration: null }));
    this.local.remove(STORAGE_KEYS.registration);
    this.cartStore.setPending("merge");
    const [synced] = await Promise.all([this.sync.execute(), this.balance.execute()]);
    const current = this.tickets.tickets();
    const reloaded = reloadTicketsFromCart(current, this.cartStore.cart().items, () => this.random.uuid());
    if (reloaded !== current) this.tickets.set(reloaded);
    return synced;
  }
}
