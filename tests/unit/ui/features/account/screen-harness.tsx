import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router";
import { cleanup, render, type RenderResult } from "@testing-library/react";
import type { Container } from "inversify";
import type { ReactNode } from "react";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { sandboxServer } from "@mocks/node";
import { DEMO_TOKEN } from "@mocks/seed";
import { resetSandbox } from "@mocks/state";
import { readConfig } from "@/env";
import type { Injector } from "@/application/di-token";
import type { UserProfile } from "@/application/ports/profile.port";
import { PORT_TOKENS, TOKENS } from "@/application/tokens";
import { rebindConstant } from "@/adapters/di/bind";
import { createContainer, queryClientOf } from "@/adapters/di/container";
import { ContainerProvider } from "@/ui/di/container-context";
import { AppI18nProvider } from "@/ui/i18n/app-i18n-provider";
import type { AppLocale } from "@/ui/i18n/locale";
import { FakeAppHost } from "../../../fakes/fake-app-host";
import { InMemoryCookieStore } from "../../../fakes/in-memory-cookie-store";
import { InMemoryKeyValueStore } from "../../../fakes/in-memory-key-value-store";
import { RecordingNavigator } from "../../../fakes/recording-navigator";
import { loadEveryDictionary } from "../../i18n/every-dictionary";
import { loadEveryArea } from "../../../fakes/every-area";
import { SEARCH_CODEC } from "@/ui/app/search-params";

/** The sandbox backend over MSW for a screen test file (docs/sandbox.md). */
export function useSandbox(): void {
  beforeAll(() => sandboxServer.listen({ onUnhandledRequest: "error" }));
  beforeEach(() => resetSandbox());
  afterEach(() => {
    cleanup();
    sandboxServer.resetHandlers();
  });
  afterAll(() => sandboxServer.close());
}

export interface ScreenShop {
  readonly container: Container;
  readonly injector: Injector;
  readonly navigator: RecordingNavigator;
  readonly storage: InMemoryKeyValueStore;
}

/** The real container over the sandbox; browser ports are fakes. `user` signs the demo user in. */
export const screenShop = (options: { readonly user?: UserProfile } = {}): ScreenShop => {
  const container = loadEveryArea(
    createContainer(
      readConfig({
        VITE_API_BASE_URL: "https://api.lotto.test",
        VITE_CERTIFICATE_HOSTS: "certificates.lotto-shop.invalid",
        PROD: true,
      }),
    ),
  );
  const navigator = new RecordingNavigator();
  const storage = new InMemoryKeyValueStore();
  rebindConstant(container, PORT_TOKENS.keyValueStore, storage);
  rebindConstant(container, PORT_TOKENS.cookieStore, new InMemoryCookieStore());
  rebindConstant(container, PORT_TOKENS.navigator, navigator);
  rebindConstant(container, PORT_TOKENS.appHost, new FakeAppHost("https://shop.lotto.test"));
  const injector: Injector = container;
  if (options.user !== undefined) {
    const user = options.user;
    injector.get(TOKENS.sessionStore).saveAccessToken(DEMO_TOKEN, 3_600);
    injector.get(TOKENS.sessionStore).saveUser(user);
    injector.get(TOKENS.sessionState).update((state) => ({ ...state, user }));
  }
  return { container, injector, navigator, storage };
};

/** Renders a screen at `path` inside a memory router, the container and the i18n provider. */
/** `others`: more pages the screen's links may open, by their path (`{ "/register": <RegisterScreen /> }`). */
export const renderScreen = async (
  ui: ReactNode,
  shop: ScreenShop,
  path = "/",
  locale: AppLocale = "en",
  others: Readonly<Record<string, ReactNode>> = {},
): Promise<RenderResult> => {
  loadEveryDictionary();
  const root = createRootRoute({
    component: () => (
      <ContainerProvider container={shop.injector}>
        <QueryClientProvider client={queryClientOf(shop.container)}>
          <AppI18nProvider locale={locale}>
            <Outlet />
          </AppI18nProvider>
        </QueryClientProvider>
      </ContainerProvider>
    ),
  });
  const bare = path.split("?")[0] ?? "/";
  const pages = Object.entries({ ...others, [bare]: ui }).map(([at, element]) =>
    createRoute({ getParentRoute: () => root, path: at, component: () => <>{element}</> }),
  );
  const router = createRouter({
    routeTree: root.addChildren(pages),
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultNotFoundComponent: () => null,

    ...SEARCH_CODEC,
  });
  await router.load();
  return render(<RouterProvider router={router} />);
};
