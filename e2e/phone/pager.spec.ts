import { expect, test } from "@playwright/test";
import { seedSandbox } from "../support/sandbox-seed";
import type { SandboxState } from "../../mocks/model";
import { memoryStorage, resetSandbox, sandboxState, useSandboxStorage } from "../../mocks/state";
import { signInWithToken } from "../fault/demo-session";
import { appHasRun } from "../support/expect-page";
import { layoutReport } from "./support";

/**
 * A list's pager on a 320 px phone (the wallet history, 10 moves a page): in Indonesian its two
 * buttons and "Halaman 1 dari 2" were 345 px wide and the page scrolled sideways; after a page
 * change focus fell to the page's start while the screen stayed at the pager, below the new rows.
 */
test.use({ viewport: { width: 320, height: 640 } });

/** The seed with the demo user's wallet grown to 14 moves: two pages. */
function walletOfTwoPages(): string {
  useSandboxStorage(memoryStorage());
  resetSandbox();
  const state: SandboxState = structuredClone(sandboxState());
  const moves = state.wallet["1"] ?? [];
  state.wallet["1"] = Array.from({ length: 14 }, (_, index) => ({
    ...(moves[index % moves.length] ?? moves[0]!),
    id: `wtx-page-${String(index + 1)}`,
  }));
  return JSON.stringify(state);
}

test("in: the wallet history's pager fits a 320 px phone, and a new page is read from its first row", async ({ page }) => {
  await seedSandbox(page, walletOfTwoPages());
  await signInWithToken(page, "/");
  await page.goto("/in/wallet");
  await appHasRun(page);
  const pager = page.getByRole("navigation", { name: "Riwayat transaksi" });
  await expect(pager.getByText("Halaman 1 dari 2")).toBeVisible({ timeout: 20_000 });
  const report = await layoutReport(page);
  expect(report.overflowPx, "no sideways scroll").toBe(0);
  expect(report.outside).toEqual([]);

  await pager.getByRole("button", { name: "Halaman berikutnya" }).tap();
  await expect(pager.getByText("Halaman 2 dari 2")).toBeVisible();
  const history = page.locator('[role="region"][aria-label="Riwayat transaksi"]');
  await expect(history).toBeFocused();
  // The new rows' start is on the screen, below the sticky header.
  const top = await history.evaluate((node) => node.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(640 / 2);
});
