import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { DEMO_USER } from "@mocks/seed";
import type { ClockPort } from "@/application/ports/clock.port";
import type { SchedulerPort } from "@/application/ports/scheduler.port";
import { PORT_TOKENS, TOKENS } from "@/application/tokens";
import { rebindConstant } from "@/adapters/di/bind";
import { queryClientOf } from "@/adapters/di/container";
import { ContainerProvider } from "@/ui/di/container-context";
import { AppI18nProvider } from "@/ui/i18n/app-i18n-provider";
import type { AppLocale } from "@/ui/i18n/locale";
import { FixedClock } from "../../../fakes/fixed-clock";
import type { ScreenShop } from "../account/screen-harness";
import { loadEveryDictionary } from "../../i18n/every-dictionary";
import { SEARCH_CODEC } from "@/ui/app/search-params";

/** Waits that take no real time but move the clock: the 2 s / 120 s polling runs at once. */
export class InstantScheduler implements SchedulerPort {
  readonly waits: number[] = [];
  constructor(private readonly clock: FixedClock) {}
  wait(ms: number): Promise<void> {
    this.waits.push(ms);
    this.clock.advance(ms);
    return Promise.resolve();
  }
}

/** The container's clock and scheduler replaced, before anything resolves them. */
export const instantTime = (shop: ScreenShop): InstantScheduler => {
  const clock = new FixedClock();
  const scheduler = new InstantScheduler(clock);
  rebindConstant(shop.container, PORT_TOKENS.clock, clock satisfies ClockPort);
  rebindConstant(shop.container, PORT_TOKENS.scheduler, scheduler);
  return scheduler;
};

export const signInDemo = async (shop: ScreenShop): Promise<void> => {
  await shop.injector
    .get(TOKENS.loginWithPassword)
    .execute({ callingCode: DEMO_USER.calling_code, phone: DEMO_USER.phone, password: DEMO_USER.password });
};

const PATHS = ["/buy/green-certificates", "/payment/green-certificate-generating", "/login", "/wallet"] as const;

/** The screen at `path` in a memory router that also knows the pages it leads to; returns the router. */
export const renderAt = async (ui: ReactNode, shop: ScreenShop, path: string, locale: AppLocale = "en") => {
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
  const routes = PATHS.map((route) =>
    createRoute({ getParentRoute: () => root, path: route, component: () => (route === bare ? <>{ui}</> : <p>page {route}</p>) }),
  );
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultNotFoundComponent: () => null,

    ...SEARCH_CODEC,
  });
  await router.load();
  render(<RouterProvider router={router} />);
  return router;
};
