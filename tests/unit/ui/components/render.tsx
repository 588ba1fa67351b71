import {
  type AnyRouter,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { cleanup, render, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, vi } from "vitest";
import { PAGE_ROUTES, type PageId } from "@/ui/app/page-links";
import { AppI18nProvider } from "@/ui/i18n/app-i18n-provider";
import type { AppLocale } from "@/ui/i18n/locale";
import { loadEveryDictionary } from "../i18n/every-dictionary";
import { SEARCH_CODEC } from "@/ui/app/search-params";

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute("lang");
  document.documentElement.removeAttribute("dir");
});

/** Renders inside the app's i18n provider, with the locale's dictionary already loaded. */
export const renderWithI18n = async (ui: ReactNode, locale: AppLocale = "en") => {
  loadEveryDictionary();
  const wrapper = ({ children }: { children: ReactNode }) => <AppI18nProvider locale={locale}>{children}</AppI18nProvider>;
  return render(ui, { wrapper });
};

/**
 * Renders inside a memory router (for the kit's Link) and the i18n provider. The test router has
 * a flat route per SPEC §2 page; links built by the components are checked by their href.
 */
/** A page's unprefixed path, from its route ("/{-$locale}/faq" → "/faq"). */
export const pagePath = (page: PageId): string => PAGE_ROUTES[page].replace("/{-$locale}", "") || "/";

export const renderWithRouter = async (ui: ReactNode, locale: AppLocale = "en") => {
  loadEveryDictionary();
  let rendered = false;
  const Root = () => {
    rendered = true;
    return (
      <AppI18nProvider locale={locale}>
        {ui}
        <Outlet />
      </AppI18nProvider>
    );
  };
  const rootRoute = createRootRoute({ component: Root });
  const children = (Object.keys(PAGE_ROUTES) as PageId[]).map((page) =>
    createRoute({ getParentRoute: () => rootRoute, path: pagePath(page) }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren(children),
    history: createMemoryHistory({ initialEntries: ["/"] }),

    ...SEARCH_CODEC,
  });
  const result = render(<RouterProvider router={router} />);
  // The router renders once its first match has loaded: wait for that render, not for an element
  // the screen may not have (a wait that ends only on its timeout).
  await waitFor(() => {
    if (!rendered) throw new Error("the test router has not rendered yet");
  });
  return { ...result, router: router as AnyRouter };
};

type JestTimersShim = { advanceTimersByTime: (ms: number) => void };
const globals = globalThis as typeof globalThis & { jest?: JestTimersShim };

/**
 * Fake timers for component tests. setImmediate stays real (React flushes work with it), and
 * Testing Library's async wrapper only advances fake timers when it sees a `jest` global, so a
 * minimal one is provided; without it every user-event call waits forever.
 */
export const useFakeUiTimers = (): void => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  globals.jest = { advanceTimersByTime: (ms) => vi.advanceTimersByTime(ms) };
};

export const useRealUiTimers = (): void => {
  vi.useRealTimers();
  delete globals.jest;
};
