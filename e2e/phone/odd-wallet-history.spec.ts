import { expect, test } from "@playwright/test";
import { i18nString } from "typesafe-i18n";
import type { WalletEntry } from "../../mocks/model";
import { DEMO_TOKEN, DEMO_USER } from "../../mocks/seed";
import { memoryStorage, SANDBOX_SHAPE_KEY, sandboxState, useSandboxStorage } from "../../mocks/state";
import arLayout from "../../src/ui/i18n/ar/layout";
import arWallet from "../../src/ui/i18n/ar/wallet";
import enLayout from "../../src/ui/i18n/en/layout";
import enWallet from "../../src/ui/i18n/en/wallet";
import { seedSandbox } from "../support/sandbox-seed";
import { at } from "../play/support";
import { layoutReport, settledPage } from "./support";

/**
 * The wallet's history from a server newer than this build (docs/api-design.md, wallet history): a
 * movement of a kind and status the shop does not know yet is shown, as "Other", with its
 * description and amounts; one that cannot be read at all is not shown and the history says how
 * many there are, with the way to ask. Before, either made the whole history an error. On a phone,
 * by touch, in English and Arabic.
 */

const WORDS = {
  en: { wallet: enWallet, layout: enLayout },
  ar: { wallet: arWallet, layout: arLayout },
} as const;

/** The demo player's history with, on top, a refund (a kind added after this build) and a movement without a date. */
function seededState(): string {
  useSandboxStorage(memoryStorage());
  const state = structuredClone(sandboxState());
  const demo = state.users.find((user) => user.phone === DEMO_USER.phone);
  const history = state.wallet[String(demo?.id)];
  const [latest] = history ?? [];
  if (history === undefined || latest === undefined) throw new Error("the demo player has no history");
  const refund = {
    ...latest,
    id: "refund-1",
    type: "refund",
    status: "reversed",
    amount_fils: 700,
    description: "Refund of order 7",
  } as unknown as WalletEntry;
  const undated = { ...latest, id: "undated-1", created_at: "soon" };
  history.unshift(undated, refund);
  return JSON.stringify(state);
}

for (const lang of ["en", "ar"] as const) {
  test(`${lang}: a movement of a kind the shop does not know is shown; one it cannot read is counted, with the way to ask`, async ({
    page,
  }) => {
    const w = WORDS[lang];
    await seedSandbox(page, seededState());
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [SANDBOX_SHAPE_KEY, "spec"] as const);
    await page.goto(`${at(lang, "/wallet")}?token=${DEMO_TOKEN}`);
    await expect.poll(() => new URL(page.url()).searchParams.has("token")).toBe(false);

    const history = page.locator(`[role="region"][aria-label="${w.wallet.history.title}"]`);
    await expect(history).toBeVisible({ timeout: 20_000 });
    const refund = history.getByRole("row").filter({ hasText: "Refund of order 7" });
    await expect(refund.getByRole("cell")).toHaveText([
      /./,
      "Refund of order 7",
      w.wallet.types.other,
      /7[.,]00/,
      w.wallet.statuses.other,
      /./,
    ]);

    const note = page.locator(".wallet-unreadable");
    const said = i18nString(lang)(w.wallet.history.unreadable, { count: 1 });
    await expect(note).toContainText(said.replace(/\s+/g, " "));
    await settledPage(page);
    const layout = await layoutReport(page);
    expect(layout.overflowPx, "the page is no wider than the phone").toBe(0);
    expect(layout.outside).toEqual([]);

    await note.getByRole("link", { name: w.layout.nav.contactUs }).tap();
    await expect(page).toHaveURL(new RegExp(`${at(lang, "/contact-us")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}
