// inversify reads metadata only through the lite Reflect API (its own container imports the same file).
import "reflect-metadata/lite";
import { lazy, startTransition, Suspense, useEffect } from "react";
// The modules run in five tasks, not one (docs/quality.md, "The modules' evaluation in tasks"):
// these three imports stay where they are.
import "@/start/after-libraries";
import { createRoot, hydrateRoot } from "react-dom/client";
import "@/start/after-react-dom";
import { attachRouter, createContainer, createQueryClient, holdNavigation } from "@/adapters/di/container";
import "@/start/after-adapters";
import { LocalStorageKeyValueStore } from "@/adapters/storage/local-storage-key-value-store";
import { readConfig } from "@/env";
import { preloadLocale } from "@/ui/i18n/app-i18n-provider";
import { bcp47 } from "@/ui/i18n/locale";
import { configureShopCurrency } from "@/ui/i18n/shop-currency";
import { AppRoot } from "@/ui/app/app-root";
import { announceNewBuild } from "@/ui/app/build-update-toast";
import { watchBrowserBuildUpdates } from "@/ui/app/build-updates";
import { createAppRouter } from "@/ui/app/create-app-router";
import { createShellServices } from "@/ui/app/create-shell-services";
import { localeKeepingHistory } from "@/ui/app/locale-history";
import type { AppRouterContext } from "@/ui/app/router-context";
import { nextTask } from "@/start/next-task";

/** TanStack Query and Router devtools in `npm run dev` only; a build leaves the module out. */
const Devtools = import.meta.env.DEV ? lazy(() => import("@/ui/app/devtools")) : null;

/**
 * The composition root (ARCHITECTURE §1): the only file that sees adapters, the container, the
 * sandbox and the screens together.
 */
async function startSandboxIfAsked(apiMocking: "sandbox" | "off"): Promise<void> {
  // The static test lets a production build (no VITE_API_MOCKING) drop the sandbox chunk entirely.
  if ((import.meta.env.DEV || import.meta.env.VITE_API_MOCKING === "sandbox") && apiMocking === "sandbox") {
    const { startSandboxWorker } = await import("@mocks/browser");
    await startSandboxWorker();
  }
}

/**
 * Marks `#root[data-render]` once React has committed ("hydrate": the prerendered markup was
 * hydrated; "client": rendered afresh). A passive effect: the router already listens to the
 * history by then, so a test that sees the mark may navigate (docs/prerender.md). Renders nothing.
 * It also lifts the prerendered page's `inert`: until React has attached its handlers, a tap or a
 * keystroke would do nothing or be lost (a form would submit natively), so the page is readable but
 * not yet usable, and a press waits for it, the browser's and a test's alike.
 */
function RenderedMark({
  root,
  mode,
  onCommitted,
}: {
  readonly root: HTMLElement;
  readonly mode: "hydrate" | "client";
  readonly onCommitted: () => void;
}) {
  useEffect(() => {
    root.dataset["render"] = mode;
    root.removeAttribute("inert");
    onCommitted();
  }, [root, mode, onCommitted]);
  return null;
}

/**
 * The first render or hydration as a transition: React then works in slices of a few milliseconds
 * and gives the main thread back between them, instead of one long task that a tap on a phone
 * would wait behind (issue 16: Total Blocking Time). The page is on screen meanwhile: prerendered,
 * or the index.html frame.
 */
function renderInSlices(render: () => void): void {
  startTransition(render);
}

/** The tab's session-storage keys ([] where storage is disabled). */
function sessionKeys(): string[] {
  try {
    return Object.keys(globalThis.sessionStorage);
  } catch {
    return [];
  }
}

async function start(root: HTMLElement): Promise<void> {
  // The modules have just run: a task of their own (issue 16).
  await nextTask();
  const config = readConfig(import.meta.env);
  // SPEC §1: every amount on every screen in the configured currency, with its minor-unit decimals.
  configureShopCurrency(config.currency);
  // The sandbox must answer before the first call is made (SPEC §7 calls start at startup).
  await startSandboxIfAsked(config.apiMocking);

  // SPEC §9: queries stay fresh for 5000 ms.
  const queryClient = createQueryClient();
  const container = createContainer(config, { queryClient });
  // Building the container and resolving the shell's use cases from it: a task each (issue 16).
  await nextTask();
  const shell = createShellServices(container, {
    sessionStore: new LocalStorageKeyValueStore(() => globalThis.sessionStorage),
    currency: config.currency,
  });
  const context: AppRouterContext = { container, queryClient, shell };
  await nextTask();
  // A prerendered page (docs/prerender.md): the first load reads no data, as the build did.
  const prerendered = root.dataset["prerendered"];
  const router = createAppRouter(prerendered === undefined ? context : { ...context, prerender: "hydrate" });
  attachRouter(container, localeKeepingHistory(router.history));
  // The router's set-up and the startup's first steps (the stored session and lists): a task each.
  await nextTask();
  // Released once React has committed (RenderedMark): see the hydrating branch below.
  let releaseNavigation = () => {};
  const onCommitted = () => releaseNavigation();

  // SPEC §4 startup: the stored user comes back at once (the guards need it), the rest in the background.
  void shell.startup();
  await nextTask();
  // SPEC §8: a reload the router itself just made for a missing chunk counts against the 10 s limit.
  shell.chunkReload.adoptRouterReloads(window.location.pathname, sessionKeys());
  // SPEC §4 build updates (a production build only: the dev server has no version.json).
  if (import.meta.env.PROD) {
    watchBrowserBuildUpdates(router, String(import.meta.env["VITE_BUILD_VERSION"] ?? "dev"), () =>
      announceNewBuild(shell.resolveLanguage(window.location.pathname)),
    );
  }
  // The page's language is ready before the first paint, so no English flashes first.
  const language = shell.resolveLanguage(window.location.pathname);
  await preloadLocale(language);

  const app = (mode: "hydrate" | "client") => (
    <AppRoot container={container} queryClient={queryClient} shell={shell} router={router}>
      <RenderedMark root={root} mode={mode} onCommitted={onCommitted} />
      {Devtools === null ? null : (
        <Suspense fallback={null}>
          <Devtools router={router} />
        </Suspense>
      )}
    </AppRoot>
  );
  if (prerendered === undefined) {
    renderInSlices(() => createRoot(root).render(app("client")));
    return;
  }
  // The page is loaded (route chunks, dictionaries, guards) before React hydrates its markup. The
  // use cases may navigate meanwhile (the token login takes the token out of the address; a 401
  // answered to the startup's cart sync sends the user to /login?reauth=1, SPEC §8), and the router
  // follows the history only once React has mounted it: load again until it stands where the
  // history does, so the choice below is made on the address the visitor will see.
  await router.load();
  for (let again = 0; again < 5 && router.parseLocation(router.history.location).href !== router.state.location.href; again++) {
    await router.load();
  }
  router.update({ ...router.options, context });
  const { pathname, searchStr } = router.state.location;
  // Hydrate only what the build rendered: the same address without a query (a query can change
  // the page), in the same language (a language cookie can change an unprefixed page's), not
  // sent elsewhere by a guard. Anything else is rendered afresh over the static page.
  if (pathname === prerendered && searchStr === "" && bcp47(language) === document.documentElement.lang) {
    // The router renders the tree the server rendered (no root Suspense of its own).
    router.ssr = { manifest: undefined };
    // The markup must meet the address it was built for: a navigation a use case asks for while React
    // hydrates (a 401 answered to the startup's cart sync, SPEC §8) waits until the page has
    // committed, then leaves it as on any page (docs/prerender.md).
    releaseNavigation = holdNavigation(container);
    renderInSlices(() => {
      hydrateRoot(root, app("hydrate"), {
        // Named, so a production build's minified React error still says what went wrong (e2e checks).
        onRecoverableError: (error) => console.error("Hydration of the prerendered page failed:", error),
      });
    });
  } else {
    renderInSlices(() => createRoot(root).render(app("client")));
  }
}

const root = document.getElementById("root");
if (root !== null) void start(root);
