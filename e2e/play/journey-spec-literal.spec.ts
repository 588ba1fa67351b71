import { expect, test, type Page, type Request } from "@playwright/test";
import type { SandboxState } from "../../mocks/model";
import { DEMO_USER } from "../../mocks/seed";
import { SANDBOX_SHAPE_KEY, SANDBOX_STORAGE_KEY } from "../../mocks/state";
import {
  addOneQuickPick,
  at,
  cartLink,
  expectCartLines,
  lineFils,
  LUCKY_DAY,
  pathOf,
  playAndPay,
  signedInWithOneLine,
  signInThroughForm,
  WORDS,
  type ShownLine,
} from "./support";

/**
 * Issue 11 point 0: against a server that answers exactly as SPEC §7 words it — GET /api/carts
 * `{"cart_data": "[]"}`, POST /api/carts/save `{}` — a signed-in player's cart still reaches the
 * server. `?sandbox=spec` on the first page puts the browser sandbox in its SPEC-literal shape
 * (docs/sandbox.md); the sandbox remembers it for the pages and reloads that follow.
 */

/**
 * Opens `path` with `?sandbox=spec` and waits until the sandbox has remembered the shape: the
 * next navigation may otherwise start a new page before this one's sandbox ever read the query.
 */
async function openSpecLiteral(page: Page, path: string): Promise<void> {
  await page.goto(`${path}?sandbox=spec`);
  await expect
    .poll(() => page.evaluate((key) => window.localStorage.getItem(key), SANDBOX_SHAPE_KEY), {
      message: "the sandbox answers in its SPEC-literal shape",
    })
    .toBe("spec");
}

interface SavedItem {
  readonly idBlock: string | number;
  readonly game_slug: string;
  readonly bets: number[][];
}

/** What the server holds: the browser sandbox's stored cart of the demo user. */
async function savedCart(page: Page): Promise<SavedItem[]> {
  const text = await page.evaluate((key) => window.localStorage.getItem(key), SANDBOX_STORAGE_KEY);
  if (text === null) return [];
  const state = JSON.parse(text) as SandboxState;
  const demo = state.users.find((user) => user.phone === DEMO_USER.phone);
  return JSON.parse(state.carts[String(demo?.id)]?.cart_data ?? "[]") as SavedItem[];
}

const isCall = (method: string, path: string) => (request: Request) =>
  request.method() === method && new URL(request.url()).pathname === path;

/** The items a POST /api/carts/save sent, read from its cart_data text. */
const sentItems = (request: Request): SavedItem[] =>
  JSON.parse((request.postDataJSON() as { cart_data: string }).cart_data) as SavedItem[];

/** Neither of the cart's "unsaved" notes is on the screen. */
async function expectNoUnsavedNote(page: Page): Promise<void> {
  await expect(page.getByText(/^Not saved yet/)).toHaveCount(0);
}

test('a guest\'s line is saved to the server after sign-in when the server answers {"cart_data": "[]"} and {}', async ({
  page,
}) => {
  await openSpecLiteral(page, `/${LUCKY_DAY.game_slug}`);
  await expect(page.getByRole("group", { name: WORDS.en.play.pool.main }).first()).toBeVisible();
  const boards = [await addOneQuickPick(page, "en", 1)];
  const guest: ShownLine = { boards, draws: 1, fils: lineFils(1, 1) };

  await cartLink(page, "en", 1).click();
  await expect(page).toHaveURL(at("en", "/checkout"));
  const fetched = page.waitForResponse((response) => isCall("GET", "/api/carts")(response.request()));
  const saved = page.waitForRequest(isCall("POST", "/api/carts/save"));
  await page.getByRole("main").getByRole("link", { name: WORDS.en.checkout.payment.balanceUnknown }).click();
  await expect.poll(() => pathOf(page)).toBe(`/login?returnUrl=${encodeURIComponent("/checkout")}`);
  await signInThroughForm(page, "en");

  // SPEC §4 login: the server cart is fetched (SPEC-literal answer), merged and saved back.
  expect(await (await fetched).json(), "the sandbox answers as SPEC §7 words it").toEqual({ cart_data: "[]" });
  const save = await saved;
  expect(sentItems(save).map((item) => item.bets.map((bet) => bet.map(String)))).toEqual([boards]);
  expect(await (await save.response())?.json(), "save answers {}").toEqual({});

  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe("/checkout");
  await expectCartLines(page, "en", [guest]);
  await expect
    .poll(async () => (await savedCart(page)).map((item) => item.bets.map((bet) => bet.map(String))), {
      message: "the server holds the line",
    })
    .toEqual([boards]);
  await expectNoUnsavedNote(page);

  // The server's copy is what a reload (still SPEC-literal) reads back.
  await page.reload();
  await expectCartLines(page, "en", [guest]);
  await expectNoUnsavedNote(page);
});

test("a signed-in player's new line is sent with POST /api/carts/save and kept by a SPEC-literal server", async ({ page }) => {
  await openSpecLiteral(page, "/");
  const saved = page.waitForRequest((request) => isCall("POST", "/api/carts/save")(request) && sentItems(request).length === 1);
  const numbers = await signedInWithOneLine(page, "en");

  const save = await saved;
  expect(sentItems(save)).toMatchObject([{ game_slug: LUCKY_DAY.game_slug }]);
  expect(await (await save.response())?.json()).toEqual({});
  await expect
    .poll(async () => (await savedCart(page)).map((item) => item.game_slug), { message: "the server holds the line" })
    .toEqual([LUCKY_DAY.game_slug]);
  expect((await savedCart(page))[0]?.bets.map((bet) => bet.map(String))).toEqual([numbers]);
  await cartLink(page, "en", 1).click();
  await expectNoUnsavedNote(page);
});

test("the main play-and-pay journey works against the SPEC-literal sandbox (balance data.total, voucher data, games with the SPEC §3 fields only)", async ({
  page,
}) => {
  await openSpecLiteral(page, "/");
  const answers: { call: string; body: unknown }[] = [];
  page.on("response", (response) => {
    const call = `${response.request().method()} ${new URL(response.url()).pathname}`;
    if (call === "GET /api/user/balance" || call === "POST /api/voucher/used") {
      void response.json().then(
        (body: unknown) => answers.push({ call, body }),
        () => undefined,
      );
    }
  });
  await playAndPay(page, "en");
  const expected = {
    "GET /api/user/balance": { data: { total: expect.stringMatching(/^\d{1,3}(,\d{3})*\.\d{2}$/) } },
    "POST /api/voucher/used": { data: { message: "Voucher applied.", discount: false, amount: 10 } },
  };
  expect(answers.map((answer) => answer.call)).toEqual(expect.arrayContaining(Object.keys(expected)));
  for (const answer of answers)
    expect(answer.body, `${answer.call} answered as SPEC §7 words it (all answers: ${JSON.stringify(answers)})`).toEqual(
      expected[answer.call as keyof typeof expected],
    );
});
