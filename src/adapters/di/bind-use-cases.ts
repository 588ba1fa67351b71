import type { Container } from "inversify";
import { OpenAppLinkUseCase } from "@/application/host/open-app-link.use-case";
import { CONTENT_TOKENS } from "@/application/content/content.tokens";
import { GamesOnSaleUseCase } from "@/application/content/games-on-sale.use-case";
import { PastDrawsUseCase } from "@/application/content/past-draws.use-case";
import { ChangeLanguageUseCase } from "@/application/i18n/change-language.use-case";
import { ResolveLanguageUseCase } from "@/application/i18n/resolve-language.use-case";
import { StartupUseCase } from "@/application/startup/startup.use-case";
import { TOKENS as T } from "@/application/tokens";
import { CampaignStore } from "@/application/tracking/campaign-store";
import { CaptureCampaignUseCase } from "@/application/tracking/capture-campaign.use-case";
import { LoadPageMetadataUseCase } from "@/application/tracking/load-page-metadata.use-case";
import { RememberLastPathUseCase } from "@/application/tracking/remember-last-path.use-case";
import { TrackNavigationUseCase } from "@/application/tracking/track-navigation.use-case";
import { TrackPageViewUseCase } from "@/application/tracking/track-page-view.use-case";
import { VisitTouchPointUseCase } from "@/application/tracking/visit-touch-point.use-case";
import { currencyExponent } from "@/domain/money/currency";
import type { AppConfig } from "@/env";
import { bindClass, bindConstant } from "@/adapters/di/bind";

/**
 * The core's other services: tracking, language, startup, app links, and the games on sale and past
 * draws the home page shows. The areas' use cases are bound by their modules (src/adapters/di/areas).
 */
export function bindUseCases(container: Container, config: AppConfig): void {
  bindConstant(container, T.appDomains, { mainDomain: config.mainDomain, appDomain: config.appDomain });
  bindConstant(container, T.currencyExponent, currencyExponent(config.currency));
  bindClass(container, CONTENT_TOKENS.pastDraws, PastDrawsUseCase, [T.gameCatalog]);
  bindClass(container, CONTENT_TOKENS.gamesOnSale, GamesOnSaleUseCase, [T.gameCatalog]);
  bindClass(container, T.changeLanguage, ChangeLanguageUseCase, [T.cookieStore]);
  bindClass(container, T.resolveLanguage, ResolveLanguageUseCase, [T.cookieStore]);
  bindClass(container, T.campaignStore, CampaignStore, [T.localStore]);
  bindClass(container, T.captureCampaign, CaptureCampaignUseCase, [T.campaignStore, T.clock]);
  bindClass(container, T.rememberLastPath, RememberLastPathUseCase, [T.keyValueStore]);
  bindClass(container, T.trackPageView, TrackPageViewUseCase, [T.analytics, T.logger]);
  bindClass(container, T.visitTouchPoint, VisitTouchPointUseCase, [
    T.analytics,
    T.campaignStore,
    T.sessionStore,
    T.sessionState,
    T.logger,
  ]);
  bindClass(container, T.trackNavigation, TrackNavigationUseCase, [
    T.captureCampaign,
    T.rememberLastPath,
    T.trackPageView,
    T.visitTouchPoint,
  ]);
  bindClass(container, T.loadPageMetadata, LoadPageMetadataUseCase, [T.seo, T.logger]);
  bindClass(container, T.startup, StartupUseCase, [
    T.sessionStore,
    T.sessionState,
    T.ticketStore,
    T.loadCart,
    T.refreshBalance,
    T.random,
    T.scheduler,
    T.clock,
  ]);
  bindClass(container, T.openAppLink, OpenAppLinkUseCase, [T.appHost, T.sessionStore, T.appDomains]);
}
