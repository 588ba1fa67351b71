import type { Page } from "@playwright/test";
import { SANDBOX_STORAGE_KEY } from "../../mocks/state";

/**
 * Every page of the context starts with this browser-sandbox state (localStorage
 * `lotto-sandbox-state`, docs/sandbox.md) unless the sandbox already keeps one (a reload).
 */
export async function seedSandbox(page: Page, text: string): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      try {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
      } catch {
        // about:blank has no storage; the app's own pages do.
      }
    },
    [SANDBOX_STORAGE_KEY, text] as const,
  );
}
