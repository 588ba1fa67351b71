import type { Container } from "inversify";
import { CompleteLoginUseCase } from "@/application/auth/complete-login.use-case";
import { HandleUnauthorizedUseCase } from "@/application/auth/handle-unauthorized.use-case";
import { LoginWithPasswordUseCase } from "@/application/auth/login-with-password.use-case";
import { LogoutUseCase } from "@/application/auth/logout.use-case";
import { StartSessionUseCase } from "@/application/auth/start-session.use-case";
import { AddCartItemUseCase } from "@/application/cart/add-cart-item.use-case";
import { CartStore } from "@/application/cart/cart-store";
import { LoadCartUseCase } from "@/application/cart/load-cart.use-case";
import { RemoveCartItemUseCase } from "@/application/cart/remove-cart-item.use-case";
import { SyncCartUseCase } from "@/application/cart/sync-cart.use-case";
import { UpdateCartItemUseCase } from "@/application/cart/update-cart-item.use-case";
import { RefreshBalanceUseCase } from "@/application/checkout/refresh-balance.use-case";
import { LocalStore } from "@/application/state/local-store";
import { TicketStore } from "@/application/tickets/ticket-store";
import { TOKENS as T } from "@/application/tokens";
import { bindClass } from "@/adapters/di/bind";

/**
 * The session and the cart: local stores, login, logout, the 401 rule, cart sync. All singletons:
 * SyncCartUseCase keeps its generation, its ordered queue and its online listener, and there is one visit.
 */
export function bindSessionUseCases(container: Container): void {
  bindClass(container, T.localStore, LocalStore, [T.keyValueStore, T.logger]);
  bindClass(container, T.cartStore, CartStore, [T.sessionState, T.sessionStore, T.localStore, T.cartFormat]);
  bindClass(container, T.ticketStore, TicketStore, [T.sessionState, T.localStore]);
  bindClass(container, T.logout, LogoutUseCase, [
    T.authGateway,
    T.sessionStore,
    T.sessionState,
    T.keyValueStore,
    T.queryCache,
    T.navigator,
    T.logger,
  ]);
  bindClass(container, T.handleUnauthorized, HandleUnauthorizedUseCase, [T.logout, T.navigator]);
  bindClass(container, T.syncCart, SyncCartUseCase, [
    T.cartRepository,
    T.cartStore,
    T.sessionState,
    T.sessionStore,
    T.connectivity,
    T.logger,
  ]);
  bindClass(container, T.refreshBalance, RefreshBalanceUseCase, [T.balance, T.sessionStore, T.sessionState, T.logger]);
  bindClass(container, T.startSession, StartSessionUseCase, [
    T.sessionStore,
    T.sessionState,
    T.cartStore,
    T.syncCart,
    T.refreshBalance,
    T.ticketStore,
    T.random,
    T.localStore,
  ]);
  bindClass(container, T.completeLogin, CompleteLoginUseCase, [T.startSession, T.sessionState, T.navigator]);
  bindClass(container, T.loginWithPassword, LoginWithPasswordUseCase, [T.authGateway, T.completeLogin]);
  bindClass(container, T.loadCart, LoadCartUseCase, [T.cartStore, T.syncCart]);
  bindClass(container, T.addCartItem, AddCartItemUseCase, [T.cartStore, T.syncCart]);
  bindClass(container, T.updateCartItem, UpdateCartItemUseCase, [T.cartStore, T.syncCart]);
  bindClass(container, T.removeCartItem, RemoveCartItemUseCase, [T.cartStore, T.syncCart]);
}
