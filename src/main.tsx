// inversify reads metadata only through the lite Reflect API (its own container imports the same file).
import "reflect-metadata/lite";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { lazy, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { attachRouter, createContainer, createQueryClient } from "@/adapters/di/container";
import { LocalStorageKeyValueStore } from "@/adapters/storage/local-storage-key-value-store";
import { readConfig } from "@/env";
import { ContainerProvider } from "@/ui/di/container-context";
import { preloadLocale } from "@/ui/i18n/app-i18n-provider";
import { configureShopCurrency } from "@/ui/i18n/shop-currency";
import { announceNewBuild } from "@/ui/app/build-update-toast";
import { watchBrowserBuildUpdates } from "@/ui/app/build-updates";
import { createAppRouter } from "@/ui/app/create-app-router";
import { createShellServices } from "@/ui/app/create-shell-services";
import { localeKeepingHistory } from "@/ui/app/locale-history";
import { ShellProvider } from "@/ui/app/shell-context";

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

/** The tab's session-storage keys ([] where storage is disabled). */
function sessionKeys(): string[] {
  try {
    return Object.keys(globalThis.sessionStorage);
  } catch {
    return [];
  }
}

async function start(root: HTMLElement): Promise<void> {
  const config = readConfig(import.meta.env);
  // SPEC §1: every amount on every screen in the configured currency, with its minor-unit decimals.
  configureShopCurrency(config.currency);
  // The sandbox must answer before the first call is made (SPEC §7 calls start at startup).
  await startSandboxIfAsked(config.apiMocking);

  // SPEC §9: queries stay fresh for 5000 ms.
  const queryClient = createQueryClient();
  const container = createContainer(config, { queryClient });
  const shell = createShellServices(container, {
    sessionStore: new LocalStorageKeyValueStore(() => globalThis.sessionStorage),
    currency: config.currency,
  });
  const router = createAppRouter({ container, queryClient, shell });
  attachRouter(container, localeKeepingHistory(router.history));

  // SPEC §4 startup: the stored user comes back at once (the guards need it), the rest in the background.
  void shell.startup();
  // SPEC §8: a reload the router itself just made for a missing chunk counts against the 10 s limit.
  shell.chunkReload.adoptRouterReloads(window.location.pathname, sessionKeys());
  // SPEC §4 build updates (a production build only: the dev server has no version.json).
  if (import.meta.env.PROD) {
    watchBrowserBuildUpdates(router, String(import.meta.env["VITE_BUILD_VERSION"] ?? "dev"), () =>
      announceNewBuild(shell.resolveLanguage(window.location.pathname)),
    );
  }
  // The page's language is ready before the first paint, so no English flashes first.
  await preloadLocale(shell.resolveLanguage(window.location.pathname));

  createRoot(root).render(
    <StrictMode>
      <ContainerProvider container={container}>
        <QueryClientProvider client={queryClient}>
          <ShellProvider services={shell}>
            <RouterProvider router={router} />
          </ShellProvider>
          {Devtools === null ? null : (
            <Suspense fallback={null}>
              <Devtools router={router} />
            </Suspense>
          )}
        </QueryClientProvider>
      </ContainerProvider>
    </StrictMode>,
  );
}

const root = document.getElementById("root");
if (root !== null) void start(root);
