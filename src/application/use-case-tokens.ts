import type { CurrencyExponent } from "@/domain/money/currency";
import { token, type AreaLoader } from "@/application/di-token";
import type { CompleteLoginUseCase } from "@/application/auth/complete-login.use-case";
import type { HandleUnauthorizedUseCase } from "@/application/auth/handle-unauthorized.use-case";
import type { LoginWithPasswordUseCase } from "@/application/auth/login-with-password.use-case";
import type { LogoutUseCase } from "@/application/auth/logout.use-case";
import type { StartSessionUseCase } from "@/application/auth/start-session.use-case";
import type { AddCartItemUseCase } from "@/application/cart/add-cart-item.use-case";
import type { CartStore } from "@/application/cart/cart-store";
import type { LoadCartUseCase } from "@/application/cart/load-cart.use-case";
import type { RemoveCartItemUseCase } from "@/application/cart/remove-cart-item.use-case";
import type { SyncCartUseCase } from "@/application/cart/sync-cart.use-case";
import type { UpdateCartItemUseCase } from "@/application/cart/update-cart-item.use-case";
import type { RefreshBalanceUseCase } from "@/application/checkout/refresh-balance.use-case";
import type { AppDomains, OpenAppLinkUseCase } from "@/application/host/open-app-link.use-case";
import type { ChangeLanguageUseCase } from "@/application/i18n/change-language.use-case";
import type { ResolveLanguageUseCase } from "@/application/i18n/resolve-language.use-case";
import type { LocalStore } from "@/application/state/local-store";
import type { StartupUseCase } from "@/application/startup/startup.use-case";
import type { TicketStore } from "@/application/tickets/ticket-store";
import type { CampaignStore } from "@/application/tracking/campaign-store";
import type { CaptureCampaignUseCase } from "@/application/tracking/capture-campaign.use-case";
import type { LoadPageMetadataUseCase } from "@/application/tracking/load-page-metadata.use-case";
import type { RememberLastPathUseCase } from "@/application/tracking/remember-last-path.use-case";
import type { TrackNavigationUseCase } from "@/application/tracking/track-navigation.use-case";
import type { TrackPageViewUseCase } from "@/application/tracking/track-page-view.use-case";
import type { VisitTouchPointUseCase } from "@/application/tracking/visit-touch-point.use-case";

/**
 * The core's application services and use cases (bound from the start); screens resolve them with
 * `useInjection(TOKENS.x)`. Each area's tokens are in its own file: play.tokens.ts,
 * checkout.tokens.ts, account.tokens.ts, wallet.tokens.ts, content.tokens.ts, certificates.tokens.ts.
 */
export const USE_CASE_TOKENS = {
  /** Route loaders load an area's bindings with it before its screens resolve them. */
  areas: token<AreaLoader>("AreaLoader"),
  appDomains: token<AppDomains>("AppDomains"),
  /** SPEC §1: decimals of the configured currency's minor unit (src/domain/money/currency.ts). */
  currencyExponent: token<CurrencyExponent>("CurrencyExponent"),
  localStore: token<LocalStore>("LocalStore"),
  cartStore: token<CartStore>("CartStore"),
  ticketStore: token<TicketStore>("TicketStore"),
  campaignStore: token<CampaignStore>("CampaignStore"),
  logout: token<LogoutUseCase>("LogoutUseCase"),
  handleUnauthorized: token<HandleUnauthorizedUseCase>("HandleUnauthorizedUseCase"),
  startSession: token<StartSessionUseCase>("StartSessionUseCase"),
  completeLogin: token<CompleteLoginUseCase>("CompleteLoginUseCase"),
  loginWithPassword: token<LoginWithPasswordUseCase>("LoginWithPasswordUseCase"),
  syncCart: token<SyncCartUseCase>("SyncCartUseCase"),
  loadCart: token<LoadCartUseCase>("LoadCartUseCase"),
  addCartItem: token<AddCartItemUseCase>("AddCartItemUseCase"),
  updateCartItem: token<UpdateCartItemUseCase>("UpdateCartItemUseCase"),
  removeCartItem: token<RemoveCartItemUseCase>("RemoveCartItemUseCase"),
  refreshBalance: token<RefreshBalanceUseCase>("RefreshBalanceUseCase"),
  changeLanguage: token<ChangeLanguageUseCase>("ChangeLanguageUseCase"),
  resolveLanguage: token<ResolveLanguageUseCase>("ResolveLanguageUseCase"),
  trackPageView: token<TrackPageViewUseCase>("TrackPageViewUseCase"),
  visitTouchPoint: token<VisitTouchPointUseCase>("VisitTouchPointUseCase"),
  captureCampaign: token<CaptureCampaignUseCase>("CaptureCampaignUseCase"),
  rememberLastPath: token<RememberLastPathUseCase>("RememberLastPathUseCase"),
  trackNavigation: token<TrackNavigationUseCase>("TrackNavigationUseCase"),
  loadPageMetadata: token<LoadPageMetadataUseCase>("LoadPageMetadataUseCase"),
  startup: token<StartupUseCase>("StartupUseCase"),
  openAppLink: token<OpenAppLinkUseCase>("OpenAppLinkUseCase"),
} as const;
