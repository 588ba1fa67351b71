import { DEMO_TOKEN } from "./demo-session";
import { expect, test } from "./sandbox-network";

/**
 * SPEC §2 token login: the token leaves the address bar at once, so later requests (API calls,
 * chunks, images) never carry it in their Referer, and a reload does not bring it back.
 */
test("the token is gone from the address bar and from the Referer of later requests", async ({ page, sandbox }) => {
  const referers: { url: string; referer: string }[] = [];
  let cleaned = false;
  page.on("request", (request) => {
    if (cleaned) referers.push({ url: request.url(), referer: request.headers()["referer"] ?? "" });
  });
  await page.goto(`/lucky-day?token=${DEMO_TOKEN}`);
  await expect.poll(() => new URL(page.url()).searchParams.has("token")).toBe(false);
  cleaned = true;
  const apiCallsBefore = sandbox.calls.length;
  expect(await page.evaluate(() => window.location.href)).not.toContain(DEMO_TOKEN);

  await page.getByRole("link", { name: "FAQ" }).first().click();
  await expect(page).toHaveURL(/\/faq$/);
  await page.getByRole("link", { name: "Draws" }).first().click();
  await expect(page).toHaveURL(/\/draws$/);
  await page.waitForLoadState("networkidle");
  await page.reload();
  await page.waitForLoadState("networkidle");

  expect(page.url()).not.toContain("token=");
  const apiReferers = sandbox.calls.slice(apiCallsBefore).map((call) => ({ url: call.url, referer: call.headers["referer"] ?? "" }));
  expect(apiReferers.length, "API calls were made after the token left").toBeGreaterThan(0);
  const leaking = [...referers, ...apiReferers].filter(({ referer }) => referer.includes(DEMO_TOKEN) || referer.includes("token="));
  expect(leaking).toEqual([]);
});
