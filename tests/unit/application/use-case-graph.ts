import type { AppHostPort } from "@/application/ports/app-host.port";
import type { ClockPort } from "@/application/ports/clock.port";
import type { ConnectivityPort } from "@/application/ports/connectivity.port";
import type { CookieStorePort } from "@/application/ports/cookie-store.port";
import type { KeyValueStorePort } from "@/application/ports/key-value-store.port";
import type { LoggerPort } from "@/application/ports/logger.port";
import type { NavigatorPort } from "@/application/ports/navigator.port";
import type { QueryCachePort } from "@/application/ports/query-cache.port";
import type { RandomPort } from "@/application/ports/random.port";
import type { SchedulerPort } from "@/application/ports/scheduler.port";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { SessionStorePort } from "@/application/ports/session-store.port";
import { CompleteLoginUseCase } from "@/application/auth/complete-login.use-case";
import { HandleUnauthorizedUseCase } from "@/application/auth/handle-unauthorized.use-case";
import { withUnauthorizedPolicy } from "@/application/auth/unauthorized-policy";
import { LoginWithPasswordUseCase } from "@/application/auth/login-with-password.use-case";
import { LogoutUseCase } from "@/application/auth/logout.use-case";
import { StartSessionUseCase } from "@/application/auth/start-session.use-case";
import { TokenLoginUseCase } from "@/application/auth/token-login.use-case";
import { AnswerAccountSwitchUseCase } from "@/application/auth/answer-account-switch.use-case";
import { AddCartItemUseCase } from "@/application/cart/add-cart-item.use-case";
import type { CartStore } from "@/application/cart/cart-store";
import { LoadCartUseCase } from "@/application/cart/load-cart.use-case";
import { RemoveCartItemUseCase } from "@/application/cart/remove-cart-item.use-case";
import { SyncCartUseCase } from "@/application/cart/sync-cart.use-case";
import { UpdateCartItemUseCase } from "@/application/cart/update-cart-item.use-case";
import { CheckWeeklyLimitUseCase } from "@/application/checkout/check-weekly-limit.use-case";
import { PayCheckoutUseCase } from "@/application/checkout/pay-checkout.use-case";
import { PendingMoneyMoves } from "@/application/payment/pending-money-moves";
import { PollCertificateUseCase } from "@/application/checkout/poll-certificate.use-case";
import { RedeemVoucherUseCase } from "@/application/checkout/redeem-voucher.use-case";
import { RefreshBalanceUseCase } from "@/application/checkout/refresh-balance.use-case";
import { RemoveVoucherUseCase } from "@/application/checkout/remove-voucher.use-case";
import { OpenAppLinkUseCase } from "@/application/host/open-app-link.use-case";
import { ChangeLanguageUseCase } from "@/application/i18n/change-language.use-case";
import { ResolveLanguageUseCase } from "@/application/i18n/resolve-language.use-case";
import type { LocalStore } from "@/application/state/local-store";
import { StartupUseCase } from "@/application/startup/startup.use-case";
import { AddTicketToCartUseCase } from "@/application/tickets/add-ticket-to-cart.use-case";
import { EditCartItemUseCase } from "@/application/tickets/edit-cart-item.use-case";
import { TicketEditorService } from "@/application/tickets/ticket-editor.service";
import type { TicketStore } from "@/application/tickets/ticket-store";
import { CampaignStore } from "@/application/tracking/campaign-store";
import { CaptureCampaignUseCase } from "@/application/tracking/capture-campaign.use-case";
import { LoadPageMetadataUseCase } from "@/application/tracking/load-page-metadata.use-case";
import { RememberLastPathUseCase } from "@/application/tracking/remember-last-path.use-case";
import { TrackNavigationUseCase } from "@/application/tracking/track-navigation.use-case";
import { TrackPageViewUseCase } from "@/application/tracking/track-page-view.use-case";
import { VisitTouchPointUseCase } from "@/application/tracking/visit-touch-point.use-case";
import type { Remotes } from "./harness";

export interface GraphPorts {
  readonly remotes: Remotes;
  readonly clock: ClockPort;
  readonly scheduler: SchedulerPort;
  readonly connectivity: ConnectivityPort;
  readonly store: KeyValueStorePort;
  readonly cookies: CookieStorePort;
  readonly session: SessionStorePort;
  readonly state: SessionStatePort;
  readonly navigator: NavigatorPort;
  readonly logger: LoggerPort;
  readonly queries: QueryCachePort;
  readonly random: RandomPort;
  readonly host: AppHostPort;
  readonly local: LocalStore;
  readonly cartStore: CartStore;
  readonly ticketStore: TicketStore;
}

/**
 * The remote ports as the container binds them (src/adapters/di/bind-remote.ts): a 401 from any
 * method reaches the one SPEC §8 rule, except sign-in and token revocation.
 */
function guarded(remotes: Remotes, rule: () => HandleUnauthorizedUseCase): Remotes {
  const guard = <P extends object>(port: P, exempt: ReadonlyArray<Extract<keyof P, string>> = []): P =>
    withUnauthorizedPolicy(port, rule, exempt);
  return {
    auth: guard(remotes.auth, ["login", "tokenLogin", "logout"]),
    carts: guard(remotes.carts),
    vouchers: guard(remotes.vouchers),
    balances: guard(remotes.balances),
    limits: guard(remotes.limits),
    payments: guard(remotes.payments),
    analytics: guard(remotes.analytics),
    seo: guard(remotes.seo),
  };
}

/** Every use case built by hand on the given ports (the container does the same with tokens). */
export function buildUseCases(p: GraphPorts) {
  const r = guarded(p.remotes, () => unauthorized);
  const logout = new LogoutUseCase(r.auth, p.session, p.state, p.store, p.queries, p.navigator, p.logger);
  const unauthorized = new HandleUnauthorizedUseCase(logout, p.navigator);
  const syncCart = new SyncCartUseCase(r.carts, p.cartStore, p.state, p.session, p.connectivity, p.logger);
  const refreshBalance = new RefreshBalanceUseCase(r.balances, p.session, p.state, p.logger);
  const startSession = new StartSessionUseCase(
    p.session,
    p.state,
    p.cartStore,
    syncCart,
    refreshBalance,
    p.ticketStore,
    p.random,
    p.local,
  );
  const completeLogin = new CompleteLoginUseCase(startSession, p.state, p.navigator);
  const addCartItem = new AddCartItemUseCase(p.cartStore, syncCart);
  const loadCart = new LoadCartUseCase(p.cartStore, syncCart);
  const campaigns = new CampaignStore(p.local);
  const pendingMoneyMoves = new PendingMoneyMoves(p.local, p.clock, p.random);
  const capture = new CaptureCampaignUseCase(campaigns, p.clock);
  const lastPath = new RememberLastPathUseCase(p.store);
  const pageView = new TrackPageViewUseCase(r.analytics, p.logger);
  const touchPoint = new VisitTouchPointUseCase(r.analytics, campaigns, p.session, p.state, p.logger);
  const checkWeeklyLimit = new CheckWeeklyLimitUseCase(r.limits, p.state);
  return {
    logout,
    unauthorized,
    syncCart,
    refreshBalance,
    startSession,
    completeLogin,
    loginWithPassword: new LoginWithPasswordUseCase(r.auth, completeLogin),
    tokenLogin: new TokenLoginUseCase(r.auth, startSession, p.navigator, p.logger, p.session, p.state),
    answerAccountSwitch: new AnswerAccountSwitchUseCase(r.auth, startSession, p.state, p.queries, p.logger),
    addCartItem,
    updateCartItem: new UpdateCartItemUseCase(p.cartStore, syncCart),
    removeCartItem: new RemoveCartItemUseCase(p.cartStore, syncCart),
    loadCart,
    redeemVoucher: new RedeemVoucherUseCase(r.vouchers, p.cartStore, refreshBalance, p.session, p.state),
    removeVoucher: new RemoveVoucherUseCase(p.cartStore),
    checkWeeklyLimit,
    pendingMoneyMoves,
    payCheckout: new PayCheckoutUseCase(
      r.payments,
      p.cartStore,
      syncCart,
      p.state,
      p.session,
      pendingMoneyMoves,
      checkWeeklyLimit,
    ),
    pollCertificate: new PollCertificateUseCase(r.payments, p.scheduler, p.clock, p.host, ["cdn.example.com"]),
    changeLanguage: new ChangeLanguageUseCase(p.cookies),
    resolveLanguage: new ResolveLanguageUseCase(p.cookies),
    capture,
    lastPath,
    pageView,
    touchPoint,
    trackNavigation: new TrackNavigationUseCase(capture, lastPath, pageView, touchPoint),
    pageMetadata: new LoadPageMetadataUseCase(r.seo, p.logger),
    startup: new StartupUseCase(p.session, p.state, p.ticketStore, loadCart, refreshBalance, p.random, p.scheduler, p.clock),
    ticketEditor: new TicketEditorService(p.ticketStore, p.cartStore, p.random, p.clock),
    addTicketToCart: new AddTicketToCartUseCase(p.ticketStore, p.cartStore, addCartItem, p.random, p.clock),
    editCartItem: new EditCartItemUseCase(p.ticketStore, p.cartStore, p.random),
    openAppLink: new OpenAppLinkUseCase(p.host, p.session, {
      mainDomain: "https://www.example.com",
      appDomain: "https://app.example.com",
    }),
  };
}
