import { setupWorker } from "msw/browser";
import { handlers } from "./handlers";
import { readSandboxShape, SANDBOX_SHAPE_KEY, setSandboxShape, useSandboxStorage, webStorage, type SandboxShape } from "./state";

/**
 * The answer shape (docs/sandbox.md): `?sandbox=spec` or `?sandbox=full` on any page chooses it and
 * is remembered in localStorage; otherwise the remembered choice; otherwise the build's
 * VITE_SANDBOX_SHAPE; otherwise "full".
 */
function chooseShape(): SandboxShape {
  const asked = readSandboxShape(new URL(window.location.href).searchParams.get("sandbox"));
  try {
    if (asked !== undefined) window.localStorage.setItem(SANDBOX_SHAPE_KEY, asked);
    const remembered = readSandboxShape(window.localStorage.getItem(SANDBOX_SHAPE_KEY));
    if (remembered !== undefined) return remembered;
  } catch {
    // Storage may be disabled: the query parameter still applies to this page.
  }
  return asked ?? readSandboxShape(String(import.meta.env["VITE_SANDBOX_SHAPE"] ?? "")) ?? "full";
}

/**
 * Starts the sandbox in the browser (from the composition root only, ARCHITECTURE §1). State is
 * kept in localStorage so a reload keeps the signed-in user, cart and balance; assets and any
 * other request pass through untouched.
 */
export async function startSandboxWorker(): Promise<void> {
  useSandboxStorage(webStorage(window.localStorage));
  setSandboxShape(chooseShape());
  const worker = setupWorker(...handlers);
  try {
    await worker.start({
      serviceWorker: { url: "/mockServiceWorker.js" },
      onUnhandledRequest: "bypass",
      quiet: true,
    });
  } catch (error) {
    // A browser that refuses service workers (a private window of some browsers, a test harness
    // that answers the API itself): the shop still starts, and its calls go to the network, where
    // they fail as any unreachable server's do (SPEC §8) instead of leaving a blank page.
    console.warn("The sandbox could not start its service worker; API calls go to the network.", error);
  }
}
