import type { Container } from "inversify";
import { CERTIFICATE_TOKENS } from "@/application/certificates/certificates.tokens";
import { PurchaseCertificateUseCase } from "@/application/certificates/purchase-certificate.use-case";
import { PayCheckoutUseCase } from "@/application/checkout/pay-checkout.use-case";
import { PollCertificateUseCase } from "@/application/checkout/poll-certificate.use-case";
import { RedeemVoucherUseCase } from "@/application/checkout/redeem-voucher.use-case";
import { RemoveVoucherUseCase } from "@/application/checkout/remove-voucher.use-case";
import { OpenAppLinkUseCase } from "@/application/host/open-app-link.use-case";
import { ChangeLanguageUseCase } from "@/application/i18n/change-language.use-case";
import { ResolveLanguageUseCase } from "@/application/i18n/resolve-language.use-case";
import { StartupUseCase } from "@/application/startup/startup.use-case";
import { AddTicketToCartUseCase } from "@/application/tickets/add-ticket-to-cart.use-case";
import { TicketEditorService } from "@/application/tickets/ticket-editor.service";
import { TOKENS as T } from "@/application/tokens";
import { CampaignStore } from "@/application/tracking/campaign-store";
import { CaptureCampaignUseCase } from "@/application/tracking/capture-campaign.use-case";
import { LoadPageMetadataUseCase } from "@/application/tracking/load-page-metadata.use-case";
import { RememberLastPathUseCase } from "@/application/tracking/remember-last-path.use-case";
import { TrackNavigationUseCase } from "@/application/tracking/track-navigation.use-case";
import { TrackPageViewUseCase } from "@/application/tracking/track-page-view.use-case";
import { VisitTouchPointUseCase } from "@/application/tracking/visit-touch-point.use-case";
import { currencyExponent } from "@/domain/money/currency";
import type { AppHostPort } from "@/application/ports/app-host.port";
import type { ClockPort } from "@/application/ports/clock.port";
import type { PaymentGatewayPort } from "@/application/ports/payment-gateway.port";
import type { SchedulerPort } from "@/application/ports/scheduler.port";
import type { AppConfig } from "@/env";
import { bindClass, bindConstant, bindFactory } from "@/adapters/di/bind";
import { bindLazyClass } from "@/adapters/di/lazy-use-case";

/** Checkout, tickets, tracking, language, startup and app links. PayCheckoutUseCase and PurchaseCertificateUseCase keep their pending guard and key: singletons. */
export function bindUseCases(container: Container, config: AppConfig): void {
  bindConstant(container, T.appDomains, { mainDomain: config.mainDomain, appDomain: config.appDomain });
  bindConstant(container, T.currencyExponent, currencyExponent(config.currency));
  bindClass(container, T.redeemVoucher, RedeemVoucherUseCase, [T.voucherGateway, T.cartStore, T.refreshBalance]);
  bindClass(container, T.removeVoucher, RemoveVoucherUseCase, [T.cartStore]);
  // The checkout and Pay check the weekly limit; imported on first call (docs/architecture-ports.md, "Lazy use cases").
  bindLazyClass(container, T.checkWeeklyLimit, async () =>
    (await import("@/application/checkout/check-weekly-limit.use-case")).CheckWeeklyLimitUseCase, [
    T.weeklyLimit, T.sessionState,
  ]);
  bindClass(container, T.payCheckout, PayCheckoutUseCase, [
    T.paymentGateway, T.cartStore, T.syncCart, T.sessionState, T.sessionStore, T.random, T.checkWeeklyLimit,
  ]);
  // Issue 13: a certificate's address is linked only as https on VITE_CERTIFICATE_HOSTS.
  bindFactory(
    container,
    T.pollCertificate,
    (payments: PaymentGatewayPort, scheduler: SchedulerPort, clock: ClockPort, host: AppHostPort) =>
      new PollCertificateUseCase(payments, scheduler, clock, host, config.certificateHosts),
    [T.paymentGateway, T.scheduler, T.clock, T.appHost],
  );
  bindClass(container, CERTIFICATE_TOKENS.purchaseCertificate, PurchaseCertificateUseCase, [
    T.content, T.random, T.sessionStore, T.sessionState, T.refreshBalance,
  ]);
  bindClass(container, T.ticketEditor, TicketEditorService, [T.ticketStore, T.random, T.clock]);
  bindClass(container, T.addTicketToCart, AddTicketToCartUseCase, [T.ticketStore, T.cartStore, T.addCartItem, T.random, T.clock]);
  bindClass(container, T.changeLanguage, ChangeLanguageUseCase, [T.cookieStore]);
  bindClass(container, T.resolveLanguage, ResolveLanguageUseCase, [T.cookieStore]);
  bindClass(container, T.campaignStore, CampaignStore, [T.localStore]);
  bindClass(container, T.captureCampaign, CaptureCampaignUseCase, [T.campaignStore, T.clock]);
  bindClass(container, T.rememberLastPath, RememberLastPathUseCase, [T.keyValueStore]);
  bindClass(container, T.trackPageView, TrackPageViewUseCase, [T.analytics, T.logger]);
  bindClass(container, T.visitTouchPoint, VisitTouchPointUseCase, [T.analytics, T.campaignStore, T.sessionStore, T.sessionState, T.logger]);
  bindClass(container, T.trackNavigation, TrackNavigationUseCase, [T.captureCampaign, T.rememberLastPath, T.trackPageView, T.visitTouchPoint]);
  bindClass(container, T.loadPageMetadata, LoadPageMetadataUseCase, [T.seo, T.logger]);
  bindClass(container, T.startup, StartupUseCase, [
    T.sessionStore, T.sessionState, T.ticketStore, T.loadCart, T.refreshBalance, T.random, T.scheduler, T.clock,
  ]);
  bindClass(container, T.openAppLink, OpenAppLinkUseCase, [T.appHost, T.sessionStore, T.appDomains]);
}
