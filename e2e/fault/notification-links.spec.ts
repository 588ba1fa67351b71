import type { Page } from "@playwright/test";
import { DEMO_TOKEN, signInWithToken } from "./demo-session";
import { callMatching, expect, test, type SandboxNetwork } from "./sandbox-network";

/**
 * Issue 13 point 5: a notification's link from the server is followed only when it resolves to a
 * path on this site (src/domain/routing/safe-link.ts). The sandbox's notifications answer carries
 * hostile links next to a safe one: the hostile ones are said in a sentence, never linked, and
 * nothing leaves for another host; the safe one navigates inside the shop.
 */
const HOSTILE = [
  ["Protocol-relative", "//evil.example/wallet"],
  ["Backslash", "/\\evil.example"],
  ["Userinfo", "https://127.0.0.1@evil.example/"],
  ["Script", "javascript:alert(document.cookie)"],
  ["Data", "data:text/html,<script>alert(1)</script>"],
  ["Encoded twice", "/%252F%252Fevil.example"],
  ["Tab", "/\t/evil.example"],
] as const;

const notification = (id: string, title: string, link: string | null) => ({
  id,
  title,
  body: `Body of ${title}`,
  unread: false,
  link,
  created_at: "2030-01-05T16:00:00Z",
});

function serveNotifications(sandbox: SandboxNetwork): void {
  const items = [
    notification("ntf-safe", "Your wallet", "/wallet"),
    ...HOSTILE.map(([title, link], index) => notification(`ntf-${String(index)}`, title, link)),
  ];
  sandbox.fail(callMatching("GET /api/notifications"), {
    status: 200,
    json: {
      status: 200,
      data: { items, unread_count: 0, pagination: { page: 1, per_page: 20, total: items.length, last_page: 1 } },
    },
  });
}

/** Requests to any evil.example host are aborted and recorded; dialogs (a script that ran) too. */
function watchEscapes(page: Page): { readonly offSite: string[]; readonly dialogs: string[] } {
  const offSite: string[] = [];
  const dialogs: string[] = [];
  void page.context().route(
    (url) => url.hostname.endsWith("evil.example"),
    (route) => {
      offSite.push(route.request().url());
      return route.abort("blockedbyclient");
    },
  );
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { offSite, dialogs };
}

const itemTitled = (page: Page, title: string) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });

test("hostile notification links are text, the safe one navigates inside the shop", async ({ page, sandbox, baseURL }) => {
  const escapes = watchEscapes(page);
  serveNotifications(sandbox);
  await signInWithToken(page, "/notifications");
  await expect(page.getByRole("heading", { name: "Your wallet" })).toBeVisible();
  for (const [title] of HOSTILE) {
    const item = itemTitled(page, title);
    await expect(item.getByText("This notification’s link leads outside the shop, so it is not offered."), title).toBeVisible();
    await expect(item.getByRole("link"), title).toHaveCount(0);
  }
  expect(await page.getByRole("main").innerHTML()).not.toContain("evil.example");
  await itemTitled(page, "Your wallet").getByRole("link", { name: "Open “Your wallet”" }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? page.url()).origin);
  expect(escapes.offSite, "no request leaves for evil.example").toEqual([]);
  expect(escapes.dialogs, "no script ran").toEqual([]);
});

test.describe("on a 320 px phone, in Arabic, by touch", () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  test("the refusal is said in Arabic, the page does not scroll sideways, and a tap on the safe link navigates", async ({
    page,
    sandbox,
  }) => {
    const escapes = watchEscapes(page);
    serveNotifications(sandbox);
    // SPEC §2: the token signs the demo user in (the header's account button is in the menu at 320 px).
    await page.goto(`/ar/notifications?token=${DEMO_TOKEN}`);
    await expect(page.getByRole("heading", { name: "Your wallet" })).toBeVisible();
    expect(new URL(page.url()).searchParams.has("token")).toBe(false);
    await expect(page.getByText("رابط هذا الإشعار يؤدي إلى خارج المتجر، لذلك لا نعرضه.")).toHaveCount(HOSTILE.length);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, "no sideways scrolling at 320 px").toBeLessThanOrEqual(0);
    await itemTitled(page, "Your wallet").getByRole("link").tap();
    await expect(page).toHaveURL(/\/ar\/wallet$/);
    expect(escapes.offSite).toEqual([]);
    expect(escapes.dialogs).toEqual([]);
  });
});
