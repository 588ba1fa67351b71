import { expect, test, type Page } from "@playwright/test";
import type { SandboxState } from "../../mocks/model";
import { applyProviderState } from "../../mocks/provider-states";
import { DEMO_TOKEN, DEMO_USER } from "../../mocks/seed";
import { memoryStorage, SANDBOX_SHAPE_KEY, SANDBOX_STORAGE_KEY, sandboxState, useSandboxStorage } from "../../mocks/state";
import { seedSandbox } from "../support/sandbox-seed";
import {
  at,
  exactly,
  expectCartLines,
  fact,
  lineFils,
  money,
  orderSummary,
  WORDS,
  type Lang,
  type ShownLine,
} from "../play/support";
import { layoutReport } from "./support";

/**
 * A server cart another app also writes (SPEC §3 Cart item, SPEC §7 GET /api/carts): a line in a
 * shape this shop does not know, or priced below zero, is neither shown, totalled nor paid, and it
 * stays in the account, as it came, through the player's own changes (docs/domain.md, "Lines the
 * shop cannot read"). Before, one such line made the whole server cart unreadable: the cart stayed
 * "Not saved yet" for good. On a phone, by touch, against the SPEC-literal sandbox.
 */

/** Another app's line, in a shape of its own. */
const ANOTHER_APPS_LINE = { ref: "m-7", game: "mega-7", plays: [[1, 2, 3, 4, 5, 6, 7]], price: "35.00" };

interface SavedLine {
  readonly idBlock?: string | number;
  readonly bets?: number[][];
}

const demoLines = (state: SandboxState): unknown[] => {
  const demo = state.users.find((user) => user.phone === DEMO_USER.phone);
  return JSON.parse(state.carts[String(demo?.id)]?.cart_data ?? "[]") as unknown[];
};

/** The demo user's server cart: one entry of this shop's, then two lines it cannot read. */
function seededState(): { text: string; ownLine: SavedLine; unreadable: unknown[] } {
  useSandboxStorage(memoryStorage());
  if (!applyProviderState("the cart of the signed-in user holds one entry")) throw new Error("unknown provider state");
  const state = structuredClone(sandboxState());
  const demo = state.users.find((user) => user.phone === DEMO_USER.phone);
  const cart = state.carts[String(demo?.id)];
  if (cart === undefined) throw new Error("the provider state holds no cart");
  const [ownLine] = JSON.parse(cart.cart_data) as Record<string, unknown>[];
  if (ownLine === undefined) throw new Error("the provider state's cart is empty");
  const credit = { ...ownLine, id: "credit-1", idBlock: "credit-1", amount: -35, amountClone: -35 };
  const unreadable = [ANOTHER_APPS_LINE, credit];
  cart.cart_data = JSON.stringify([ownLine, ...unreadable]);
  return { text: JSON.stringify(state), ownLine, unreadable };
}

async function savedLines(page: Page): Promise<unknown[]> {
  const text = await page.evaluate((key) => window.localStorage.getItem(key), SANDBOX_STORAGE_KEY);
  return text === null ? [] : demoLines(JSON.parse(text) as SandboxState);
}

/** The note's words up to its count, from the app's own dictionary. */
const noteStart = (lang: Lang): string => WORDS[lang].cart.unreadable.split("{")[0]?.trim() ?? "";

for (const lang of ["en", "ar"] as const) {
  test(`${lang}: a server cart with lines the shop cannot read shows its own line, says so, and keeps them through a removal`, async ({
    page,
  }) => {
    const w = WORDS[lang];
    const seeded = seededState();
    const own: ShownLine = { boards: (seeded.ownLine.bets ?? []).map((bet) => bet.map(String)), draws: 1, fils: lineFils(1, 1) };
    await seedSandbox(page, seeded.text);
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [SANDBOX_SHAPE_KEY, "spec"] as const);

    await page.goto(`${at(lang, "/checkout")}?token=${DEMO_TOKEN}`);
    await expect.poll(() => new URL(page.url()).searchParams.has("token")).toBe(false);
    await expectCartLines(page, lang, [own]);
    const note = page.getByRole("main").getByText(noteStart(lang), { exact: false });
    await expect(note).toBeVisible();
    await expect(note).toContainText("2");
    await expect(fact(orderSummary(page, lang), w.cart.summary.total)).toHaveText(exactly(money(own.fils, lang)));
    // The server cart read: no "not saved" note, where one unreadable line used to keep it unsaved.
    await expect(page.getByText(w.cart.sync.synced, { exact: true })).toBeVisible();

    const layout = await layoutReport(page);
    expect(layout.overflowPx, "the page is no wider than the phone").toBe(0);
    expect(layout.outside).toEqual([]);
    expect(layout.splitWords).toEqual([]);

    // The player removes the one line they can see, by touch: the others stay in the account, as they came.
    const line = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) });
    await line.getByRole("button", { name: new RegExp(`^${w.cart.item.removeLabel.split("{")[0] ?? ""}`) }).tap();
    await expect(page.getByText(w.cart.empty, { exact: true })).toBeVisible();
    await expect(note).toBeVisible();
    await expect
      .poll(() => savedLines(page), { message: "the server keeps the two lines, as they came" })
      .toEqual(seeded.unreadable);

    await page.reload();
    await expect(page.getByText(w.cart.empty, { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByText(noteStart(lang), { exact: false })).toBeVisible();
  });
}
