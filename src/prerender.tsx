// The same Reflect shim as the browser's entry (inversify reads metadata through it).
import "reflect-metadata/lite";
import { createMemoryHistory, createRouter } from "@tanstack/react-router";
import { prerender } from "react-dom/static";
import { createContainer, createQueryClient } from "@/adapters/di/container";
import { rebindConstant } from "@/adapters/di/bind";
import { type HostWindow, WebViewAppHost } from "@/adapters/host/webview-app-host";
import { LocalStorageKeyValueStore } from "@/adapters/storage/local-storage-key-value-store";
import { AREA_MODULES } from "@/adapters/di/container-areas";
import type { Area, Injector } from "@/application/di-token";
import { TOKENS } from "@/application/tokens";
import { readConfig } from "@/env";
import { preloadLocale } from "@/ui/i18n/app-i18n-provider";
import { bcp47, dir } from "@/ui/i18n/locale";
import { APP_NAMESPACES, forgetNamespaces, isNamespaceLoaded } from "@/ui/i18n/namespaces";
import { configureShopCurrency } from "@/ui/i18n/shop-currency";
import { AppRoot } from "@/ui/app/app-root";
import { createAppRouter } from "@/ui/app/create-app-router";
import { createShellServices } from "@/ui/app/create-shell-services";
import { LOCALE_PREFIXES } from "@/ui/app/locale-prefix";
import { GAME_PAGE_FRAME, type PageRoute, prerenderFile, prerenderPaths } from "@/ui/app/prerender-paths";
import type { AppRouterContext } from "@/ui/app/router-context";
import { routeTree } from "@/ui/route-tree.gen";

/**
 * The build-time entry (docs/prerender.md): `vite build --ssr` bundles it for Node, and
 * scripts/prerender.ts renders every page it lists into static HTML. Same composition as
 * src/main.tsx, with nothing from the visitor: no stored session (the guest's frame), no API (the
 * router context's `prerender` flag: loaders read no data, so the pages show their skeletons).
 */

/** One prerendered page: its markup and the `<html lang dir>` of its language. */
export interface PrerenderedPage {
  readonly path: string;
  readonly html: string;
  readonly lang: string;
  readonly dir: "ltr" | "rtl";
  /**
   * What its first view loads beyond the entry, as the browser will: its language's dictionary,
   * the matched routes, the areas in its container and its dictionary namespaces (their chunks go
   * into its HTML, scripts/prerender-preload.ts).
   */
  readonly loaded: {
    readonly routeIds: readonly string[];
    readonly areas: readonly Area[];
    readonly dictionary: string;
    readonly namespaces: readonly string[];
  };
}

/** Every SPEC §2 page with a fixed address, in every language (unprefixed English, /ar, /in). */
export const pagePaths = (): string[] => {
  const router = createRouter({ routeTree, history: createMemoryHistory(), context: {} as AppRouterContext });
  return prerenderPaths(Object.values(router.routesById as unknown as Record<string, PageRoute>), LOCALE_PREFIXES);
};

export { prerenderFile };

/**
 * What the app host reads of the window at build time: an address on a placeholder origin (no
 * prerendered markup shows it: the links that name a host are the browser's, after hydration).
 */
const buildTimeWindow = (path: string): HostWindow =>
  ({
    location: new URL(path, "https://prerender.invalid"),
    open: () => null,
    parent: null,
  }) as unknown as HostWindow;

/** How long one page may take to render at build time. */
const RENDER_TIMEOUT_MS = 20_000;

const noApiAtBuildTime = (request: Request): Promise<Response> =>
  Promise.reject(new Error(`The prerender calls no API (${request.method} ${request.url})`));

export async function renderPage(path: string): Promise<PrerenderedPage> {
  const config = readConfig(import.meta.env);
  configureShopCurrency(config.currency);
  const queryClient = createQueryClient();
  const container = createContainer(config, { queryClient, fetch: noApiAtBuildTime });
  // No browser window: the page's own address stands for it (its origin is the build's placeholder).
  rebindConstant(container, TOKENS.appHost, new WebViewAppHost(config.appDomain, () => buildTimeWindow(path)));
  // No storage on the server: every read is the guest's (nothing stored).
  const nothingStored = new LocalStorageKeyValueStore(() => undefined);
  const shell = createShellServices(container, { sessionStore: nothingStored, currency: config.currency });
  const router = createAppRouter({ container, queryClient, shell, prerender: "build" });
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) });
  const language = shell.resolveLanguage(path);
  // From the first bundle, as a first visit: the namespaces loaded below are this page's.
  forgetNamespaces();
  await preloadLocale(language);
  await router.load();
  const rendered = router.state.location.pathname;
  if (rendered !== path) throw new Error(`Prerendering ${path} ended at ${rendered}`);
  // Everything the page shows without the API (lazy parts included) is waited for; an error while
  // rendering fails the build rather than leaving the page to the browser unnoticed.
  const errors: unknown[] = [];
  // A timer of our own rather than AbortSignal.timeout: Node holds that signal only weakly, so a
  // garbage collection during the render could take the deadline away.
  const deadline = new AbortController();
  const timer = setTimeout(
    () => deadline.abort(new Error(`Prerendering ${path} took over ${String(RENDER_TIMEOUT_MS)} ms`)),
    RENDER_TIMEOUT_MS,
  );
  const { prelude } = await prerender(<AppRoot container={container} queryClient={queryClient} shell={shell} router={router} />, {
    signal: deadline.signal,
    // Every boundary inline, whatever the page's size: past this many bytes React would write a
    // boundary's content apart, with an inline script to put it in place, which the CSP refuses
    // (script-src has no 'unsafe-inline'), so the page would show its fallback until the app ran.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  }).finally(() => clearTimeout(timer));
  const html = await new Response(prelude).text();
  queryClient.clear();
  if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${path} failed`);
  const injector: Injector = container;
  const areas = injector.get(TOKENS.areas);
  // The game pages' frame names its language's dictionary only: the browser renders a game page
  // afresh once the games list has come, which it asks for only when the entry has run, so the
  // route's chunks are there before the list anyway; preloaded, they only took bandwidth from the
  // entry (the game page was ready about 0.1 s later on a throttled phone, docs/prerender.md).
  const frame = path.endsWith(GAME_PAGE_FRAME);
  const loaded = {
    routeIds: frame ? [] : router.state.matches.map((match) => match.routeId as string),
    areas: frame ? [] : (Object.keys(AREA_MODULES) as Area[]).filter((area) => areas.isLoaded(area)),
    dictionary: language,
    namespaces: frame ? [] : APP_NAMESPACES.filter((namespace) => isNamespaceLoaded(language, namespace)),
  };
  return { path, html, lang: bcp47(language), dir: dir(language), loaded };
}
