import { setupWorker } from "msw/browser";
import { handlers } from "./handlers";
import { useSandboxStorage, webStorage } from "./state";

/**
 * Starts the sandbox in the browser (from the composition root only, ARCHITECTURE §1). State is
 * kept in localStorage so a reload keeps the signed-in user, cart and balance; assets and any
 * other request pass through untouched.
 */
export async function startSandboxWorker(): Promise<void> {
  useSandboxStorage(webStorage(window.localStorage));
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: "/mockServiceWorker.js" },
    onUnhandledRequest: "bypass",
    quiet: true,
  });
}
