import { fillSignInForm } from "./demo-session";
import { expect, test } from "./sandbox-network";

/**
 * SPEC §2: a returnUrl is honoured after login, but only as a path on this site. Hostile values
 * (as they arrive in the query string) never take the user elsewhere, nor run script.
 */
const HOSTILE: [label: string, query: string][] = [
  ["//evil.example", "returnUrl=//evil.example"],
  ["/\\evil.example", "returnUrl=/%5Cevil.example"],
  ["https://evil.example", "returnUrl=https%3A%2F%2Fevil.example"],
  ["javascript:alert(1)", "returnUrl=javascript%3Aalert(1)"],
  ["%2F%2Fevil.example", "returnUrl=%2F%2Fevil.example"],
  ["%2F%2Fevil.example (encoded twice)", "returnUrl=%252F%252Fevil.example"],
  ["/%2F%2Fevil.example", "returnUrl=/%2F%2Fevil.example"],
];

for (const [label, query] of HOSTILE) {
  test(`returnUrl ${label} stays on the site after login`, async ({ page, baseURL }) => {
    const offSite: string[] = [];
    await page.context().route(
      (url) => url.hostname.endsWith("evil.example"),
      (route) => {
        offSite.push(route.request().url());
        return route.abort("blockedbyclient");
      },
    );
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/login?${query}`);
    await fillSignInForm(page);
    await expect.poll(() => new URL(page.url()).pathname, { message: "login completes" }).not.toBe("/login");
    await page.waitForLoadState("networkidle");
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? page.url()).origin);
    expect(page.url()).not.toContain("evil.example");
    expect(offSite, "no request leaves for evil.example").toEqual([]);
    expect(dialogs, "no script ran").toEqual([]);
  });
}

test("a safe returnUrl is honoured", async ({ page }) => {
  await page.goto(`/login?returnUrl=${encodeURIComponent("/wallet?step=4")}`);
  await fillSignInForm(page);
  await expect.poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe("/wallet?step=4");
});
