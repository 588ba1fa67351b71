import type { Container } from "inversify";
import type { QueryClient } from "@tanstack/react-query";
import { PORT_TOKENS as P, TOKENS as T } from "@/application/tokens";
import type { AppConfig } from "@/env";
import { SystemClock } from "@/adapters/clock/system-clock";
import { DocumentCookieStore } from "@/adapters/cookies/document-cookie-store";
import { TimerScheduler } from "@/adapters/host/timer-scheduler";
import { WindowConnectivity } from "@/adapters/host/window-connectivity";
import { WebViewAppHost } from "@/adapters/host/webview-app-host";
import { ConsoleLogger } from "@/adapters/logging/console-logger";
import { LocationReload } from "@/adapters/navigation/location-reload";
import { TanStackRouterNavigator } from "@/adapters/navigation/tanstack-router-navigator";
import { TanStackQueryCache } from "@/adapters/query/tanstack-query-cache";
import { CryptoRandom } from "@/adapters/random/crypto-random";
import { ACCESS_TOKEN_COOKIE, CookieSessionStore, MOVED_ACCESS_TOKEN } from "@/adapters/session/cookie-session-store";
import { LANGUAGE_COOKIE } from "@/application/i18n/change-language.use-case";
import { LANGUAGE_COOKIE_DAYS } from "@/domain/i18n/language";
import { ObservableSessionState } from "@/adapters/state/observable-session-state";
import { LocalStorageKeyValueStore } from "@/adapters/storage/local-storage-key-value-store";
import { ADAPTER_TOKENS as A } from "@/adapters/di/adapter-tokens";
import { bindClass, bindConstant, bindFactory } from "@/adapters/di/bind";

/** The browser's own ports: storage, cookies, time, randomness, the page, the router, the query cache. */
export function bindBrowserPorts(container: Container, config: AppConfig, queryClient: QueryClient): void {
  bindConstant(container, A.config, config);
  bindConstant(container, A.queryClient, queryClient);
  bindFactory(container, P.keyValueStore, () => new LocalStorageKeyValueStore(), []);
  // On HTTPS cookies move to their __Host- names (issue 13); these keep their lifetime when moved.
  const carryOver = {
    [LANGUAGE_COOKIE]: { maxAgeDays: LANGUAGE_COOKIE_DAYS, sameSite: "lax" },
    [ACCESS_TOKEN_COOKIE]: MOVED_ACCESS_TOKEN,
  } as const;
  bindFactory(container, P.cookieStore, () => new DocumentCookieStore({ carryOver }), []);
  bindFactory(container, P.clock, () => new SystemClock(), []);
  bindFactory(container, P.random, () => new CryptoRandom(), []);
  bindFactory(container, P.scheduler, () => new TimerScheduler(), []);
  bindFactory(container, P.connectivity, () => new WindowConnectivity(), []);
  bindFactory(container, P.logger, () => new ConsoleLogger(), []);
  bindFactory(container, P.reload, () => new LocationReload(), []);
  // SPEC §2: the open-new-browser message goes to the app's origin, never to "*".
  bindFactory(container, P.appHost, () => new WebViewAppHost(config.appDomain), []);
  bindFactory(container, A.routerNavigator, () => new TanStackRouterNavigator(), []);
  container.bind(P.navigator).toService(A.routerNavigator);
  bindClass(container, P.queryCache, TanStackQueryCache, [A.queryClient]);
  bindFactory(container, P.sessionState, () => new ObservableSessionState(), []);
  bindClass(container, P.sessionStore, CookieSessionStore, [P.cookieStore, T.localStore]);
}
