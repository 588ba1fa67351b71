import type { CartState } from "@/domain/cart/cart-state";
import { EMPTY_CART } from "@/domain/cart/cart-state";
import type { Fils } from "@/domain/money/money";
import type { PurchaseReceipt } from "@/application/ports/payment-gateway.port";
import type { OtpPending } from "@/application/ports/registration-gateway.port";
import type { AccountSwitchQuestion } from "@/application/auth/account-switch";
import type { SessionUser } from "@/application/ports/session-store.port";
import { LOCAL, type CartPending, type CartSyncState } from "@/application/state/cart-sync-state";
import type { TicketsState } from "@/application/tickets/tickets-state";

/**
 * What this visit knows (SPEC §3 User state, §4 Ticket list, Voucher, Auth, Startup). Use cases
 * change it through {@link SessionStatePort}; screens subscribe to it.
 */
export interface SessionState {
  /**
   * SPEC §3 userData as far as the shop keeps it (id and name, issue 13); null for a guest. Being
   * set is SPEC §4's "authenticated flag". The profile itself is fetched by the pages that show it.
   */
  readonly user: SessionUser | null;
  /** SPEC §3 balance; null until read (and for guests). */
  readonly balance: Fils | null;
  /** SPEC §4 cart items plus the applied voucher. */
  readonly cart: CartState;
  readonly cartSync: CartSyncState;
  /** What of the cart still has to reach the server (see {@link CartPending}). */
  readonly cartPending: CartPending;
  /** SPEC §4 ticket list of the game page; null until a game page starts one. */
  readonly tickets: TicketsState | null;
  /**
   * The lists the player was building, at most one per game, put aside while a cart line of that
   * game is edited; they come back when the edit ends (docs/play.md, "Editing a cart line").
   */
  readonly ticketsAside: ReadonlyArray<TicketsState>;
  /** SPEC §4 "registration state": the phone waiting for its sign-up OTP. */
  readonly registration: OtpPending | null;
  /** The thank-you page's purchase details (SPEC §2). */
  readonly lastPurchase: PurchaseReceipt | null;
  /** SPEC §4 Startup: marked once ready, or after at most 10 s. */
  readonly initialised: boolean;
  /** SPEC §2 token in the URL: a link would switch a signed-in player to another account (issue 13). */
  readonly accountSwitch: AccountSwitchQuestion | null;
}

export const INITIAL_SESSION_STATE: SessionState = {
  user: null,
  balance: null,
  cart: EMPTY_CART,
  cartSync: LOCAL,
  cartPending: "none",
  tickets: null,
  ticketsAside: [],
  registration: null,
  lastPurchase: null,
  initialised: false,
  accountSwitch: null,
};
