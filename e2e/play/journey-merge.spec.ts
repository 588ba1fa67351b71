import { expect, test, type Page } from "@playwright/test";
import { seedSandbox } from "../support/sandbox-seed";
import type { SandboxState } from "../../mocks/model";
import { applyProviderState } from "../../mocks/provider-states";
import { DEMO_TOKEN, DEMO_USER } from "../../mocks/seed";
import { memoryStorage, SANDBOX_STORAGE_KEY, sandboxState, useSandboxStorage } from "../../mocks/state";
import {
  addOneQuickPick,
  at,
  cartLink,
  exactly,
  expectCartLines,
  fact,
  lineFils,
  money,
  openLuckyDay,
  orderSummary,
  pathOf,
  signInThroughForm,
  WORDS,
  type ShownLine,
} from "./support";

/**
 * SPEC §4 login: the server cart is fetched, merged with the local cart by idBlock and saved back;
 * on a conflict the local line wins (docs/domain.md). The server's cart is the provider state
 * below, put into the browser sandbox's stored state (localStorage `lotto-sandbox-state`,
 * docs/sandbox.md) before the app reads it. Amounts come from the seed: Lucky Day 35.00 per entry per draw.
 */
const SERVER_HOLDS_ONE_ENTRY = "the cart of the signed-in user holds one entry";
const GUEST_DRAWS = 2;

interface ServerItem {
  readonly idBlock: string | number;
  readonly bets: number[][];
}

/** The sandbox state after the provider state (and an edit), as the browser sandbox stores it. */
function sandboxText(edit: (state: SandboxState) => void = () => {}): string {
  useSandboxStorage(memoryStorage());
  if (!applyProviderState(SERVER_HOLDS_ONE_ENTRY)) throw new Error(`unknown provider state: ${SERVER_HOLDS_ONE_ENTRY}`);
  const state = structuredClone(sandboxState());
  edit(state);
  return JSON.stringify(state);
}

/** The demo user's saved cart in a stored sandbox state. */
function demoCart(state: SandboxState): ServerItem[] {
  const demo = state.users.find((user) => user.phone === DEMO_USER.phone);
  return JSON.parse(state.carts[String(demo?.id)]?.cart_data ?? "[]") as ServerItem[];
}

/** What the server holds now: the browser sandbox's stored cart of the demo user. */
async function savedCart(page: Page): Promise<ServerItem[]> {
  const text = await page.evaluate((key) => window.localStorage.getItem(key), SANDBOX_STORAGE_KEY);
  return text === null ? [] : demoCart(JSON.parse(text) as SandboxState);
}

/** The guest's cart line as kept in the app's local storage (`cart`): its idBlock. */
async function guestIdBlock(page: Page): Promise<string> {
  const stored = await page.evaluate(() => window.localStorage.getItem("cart"));
  const idBlock = (JSON.parse(stored ?? "{}") as { cart?: { items?: { idBlock?: string }[] } }).cart?.items?.[0]?.idBlock;
  if (idBlock === undefined) throw new Error("the guest's cart line is not stored");
  return idBlock;
}

/** The guest's line in the cart → "Sign in to pay" → the real form → back on /checkout. */
async function signInAtCheckout(page: Page, guest: ShownLine): Promise<void> {
  const w = WORDS.en;
  await cartLink(page, "en", 1).click();
  await expect(page).toHaveURL(at("en", "/checkout"));
  await expectCartLines(page, "en", [guest]);
  await page.getByRole("main").getByRole("link", { name: w.checkout.payment.balanceUnknown }).click();
  await expect.poll(() => pathOf(page)).toBe(`/login?returnUrl=${encodeURIComponent("/checkout")}`);
  await signInThroughForm(page, "en");
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe("/checkout");
}

const expectTotal = (page: Page, fils: number) =>
  expect(fact(orderSummary(page, "en"), WORDS.en.cart.summary.total)).toHaveText(exactly(money(fils, "en")));

const serverBoards = (text: string): string[][] =>
  (demoCart(JSON.parse(text) as SandboxState)[0]?.bets ?? []).map((bet) => bet.map(String));

test("the guest's line and the server's line are both in the cart after sign-in, and stay saved", async ({
  page,
  browser,
  baseURL,
}) => {
  const seeded = sandboxText();
  const server: ShownLine = { boards: serverBoards(seeded), draws: 1, fils: lineFils(1, 1) };
  expect(server.boards, "the provider state holds one entry").toHaveLength(1);
  await seedSandbox(page, seeded);

  await openLuckyDay(page, "en");
  const guest: ShownLine = {
    boards: [await addOneQuickPick(page, "en", GUEST_DRAWS)],
    draws: GUEST_DRAWS,
    fils: lineFils(1, GUEST_DRAWS),
  };
  const idBlock = await guestIdBlock(page);
  await signInAtCheckout(page, guest);

  // docs/domain.md: local lines first, then the server-only ones.
  await expectCartLines(page, "en", [guest, server]);
  await expectTotal(page, guest.fils + server.fils);
  await expect
    .poll(async () => (await savedCart(page)).map((item) => String(item.idBlock)), { message: "both lines saved" })
    .toEqual([idBlock, "1"]);
  expect((await savedCart(page)).map((item) => item.bets.map((bet) => bet.map(String)))).toEqual([guest.boards, server.boards]);

  await page.reload();
  await expectCartLines(page, "en", [guest, server]);
  await expectTotal(page, guest.fils + server.fils);

  // A fresh browser with only the server's state (no local cart) signs in by token: the server's copy has both.
  const serverState = await page.evaluate((key) => window.localStorage.getItem(key), SANDBOX_STORAGE_KEY);
  if (serverState === null) throw new Error("the browser sandbox keeps no state");
  // A context of its own does not inherit playwright.config.ts `use`: the nginx run's certificate is made for the run.
  const fresh = await browser.newContext({ ...(baseURL === undefined ? {} : { baseURL }), ignoreHTTPSErrors: true });
  const other = await fresh.newPage();
  await seedSandbox(other, serverState);
  await other.goto(`/checkout?token=${DEMO_TOKEN}`);
  await expect.poll(() => new URL(other.url()).searchParams.has("token")).toBe(false);
  await expectCartLines(other, "en", [guest, server]);
  await expectTotal(other, guest.fils + server.fils);
  await fresh.close();
});

test("on a conflict (the same idBlock on both sides) the guest's line wins", async ({ page }) => {
  await openLuckyDay(page, "en");
  const guest: ShownLine = {
    boards: [await addOneQuickPick(page, "en", GUEST_DRAWS)],
    draws: GUEST_DRAWS,
    fils: lineFils(1, GUEST_DRAWS),
  };
  const idBlock = await guestIdBlock(page);

  // The server's entry becomes the same ticket (the guest's idBlock) with other numbers and 1 draw.
  const conflicting = sandboxText((state) => {
    for (const cart of Object.values(state.carts)) {
      cart.cart_data = JSON.stringify(
        (JSON.parse(cart.cart_data) as Record<string, unknown>[]).map((item) => ({ ...item, idBlock })),
      );
    }
  });
  const server = serverBoards(conflicting);
  expect(server, "the server's numbers differ from the guest's").not.toEqual(guest.boards);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [SANDBOX_STORAGE_KEY, conflicting] as const);
  await page.reload();
  await expect(cartLink(page, "en", 1)).toBeVisible();
  expect(
    (await savedCart(page)).map((item) => String(item.idBlock)),
    "the server holds the same ticket",
  ).toEqual([idBlock]);

  await signInAtCheckout(page, guest);
  await expectCartLines(page, "en", [guest]);
  await expectTotal(page, guest.fils);
  await expect
    .poll(async () => (await savedCart(page)).map((item) => item.bets.map((bet) => bet.map(String))), {
      message: "the local line saved over the server's",
    })
    .toEqual([guest.boards]);

  await page.reload();
  await expectCartLines(page, "en", [guest]);
  await expectTotal(page, guest.fils);
});
