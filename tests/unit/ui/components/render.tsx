import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { cleanup, render, type RenderResult, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach } from "vitest";
import { AppI18nProvider, preloadLocale } from "@/ui/i18n/app-i18n-provider";
import type { AppLocale } from "@/ui/i18n/locale";

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute("lang");
  document.documentElement.removeAttribute("dir");
});

/** Renders inside the app's i18n provider, with the locale's dictionary already loaded. */
export const renderWithI18n = async (ui: ReactNode, locale: AppLocale = "en"): Promise<RenderResult> => {
  await preloadLocale(locale);
  const wrapper = ({ children }: { children: ReactNode }) => <AppI18nProvider locale={locale}>{children}</AppI18nProvider>;
  return render(ui, { wrapper });
};

const PATHS = ["/faq", "/checkout", "/login", "/register", "/wallet"] as const;

/**
 * Renders inside a memory router (for the kit's Link) and the i18n provider. The test router has
 * its own small route tree; links built by the components are checked by their href.
 */
export const renderWithRouter = async (ui: ReactNode, locale: AppLocale = "en"): Promise<RenderResult> => {
  await preloadLocale(locale);
  const rootRoute = createRootRoute({
    component: () => (
      <AppI18nProvider locale={locale}>
        {ui}
        <Outlet />
      </AppI18nProvider>
    ),
  });
  const children = ["/", ...PATHS].map((path) => createRoute({ getParentRoute: () => rootRoute, path }));
  const router = createRouter({
    routeTree: rootRoute.addChildren(children),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  const result = render(<RouterProvider router={router} />);
  await screen.findAllByRole("link").catch(() => undefined);
  return result;
};
