import type { Locator, Page, Route } from "@playwright/test";
import arAccount from "../../src/ui/i18n/ar/account";
import arErrors from "../../src/ui/i18n/ar/errors";
import enCertificates from "../../src/ui/i18n/en/certificates";
import enErrors from "../../src/ui/i18n/en/errors";
import { addQuickPickToCart, cartButton, DEMO_USER, signInWithToken } from "./demo-session";
import { expect, test as sandboxTest } from "./sandbox-network";

/**
 * Issue 13 point 7 in the real browser: one fault per family of user actions, on the production
 * build behind nginx. The whole matrix (23 calls × 6 faults) runs in jsdom on the same adapters
 * (tests/unit/ui/fault, docs/quality.md); this spec proves the browser path: real fetch, real
 * aborts and time budget, the service worker bypassed, the CSP watching (sandbox-network.ts).
 */
type BrowserFault = "500" | "timeout" | "dropped" | "html-502" | "malformed-200" | "401-in-200";

const HTML_502 = "<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>";

/** Longer than the app's 15 s budget (src/adapters/http/api-client.ts). */
const HOLD_MS = 20_000;

/** Faults for single calls, over the sandbox network (service worker bypassed, every other call to the sandbox). */
class FaultRoutes {
  readonly #hits = new Map<string, number>();
  constructor(private readonly page: Page) {}

  /** Answers `method path` with the fault; registered after the sandbox's route, so asked first. */
  async fail(method: string, path: string, fault: BrowserFault): Promise<void> {
    await this.page.route(
      (url) => url.pathname === path,
      async (route: Route) => {
        if (route.request().method() !== method) return route.fallback();
        this.#hits.set(`${method} ${path}`, this.hits(method, path) + 1);
        return answer(route, fault);
      },
    );
  }

  /** How many times the call was sent: SPEC §7, nothing is retried. */
  hits(method: string, path: string): number {
    return this.#hits.get(`${method} ${path}`) ?? 0;
  }
}

async function answer(route: Route, fault: BrowserFault): Promise<void> {
  switch (fault) {
    case "500":
      return route.fulfill({ status: 500, json: { status: 500, message: "Server Error" } });
    case "dropped":
      return route.abort("connectionreset");
    case "html-502":
      return route.fulfill({ status: 502, contentType: "text/html", body: HTML_502 });
    case "malformed-200":
      return route.fulfill({ status: 200, contentType: "application/json", body: '{"status":200,"data":{"id":' });
    case "401-in-200":
      return route.fulfill({ status: 200, json: { status: 401, message: "Unauthorized" } });
    case "timeout":
      await new Promise((done) => setTimeout(done, HOLD_MS).unref());
      return route.abort("timedout").catch(() => undefined);
  }
}

// The sandbox fixture makes the page's API calls reach page.route (sandbox-network.ts).
const test = sandboxTest.extend<{ faults: FaultRoutes }>({
  faults: async ({ page, sandbox }, use) => {
    expect(sandbox.calls, "no call before the page opens").toEqual([]);
    await use(new FaultRoutes(page));
  },
});

/** No server words on the page, no fatal error page, nothing still pending, and `button` usable again. */
async function expectHandled(page: Page, button: Locator): Promise<void> {
  for (const words of ["Server Error", "Bad Gateway", "<html", "Unexpected end of JSON"]) {
    await expect(page.locator("body"), `no "${words}" on the page`).not.toContainText(words);
  }
  await expect(page.getByRole("heading", { name: /Internal Server Error|Page Not Found/ })).toHaveCount(0);
  await expect(page.locator("[data-pending], [aria-busy='true']")).toHaveCount(0);
  await expect(button).toBeEnabled();
  await expect(button).not.toHaveAttribute("aria-disabled", "true");
}

/** A message about the failure: an alert, a status line or the form's error summary, with words in it. */
const someMessage = (page: Page) =>
  page.locator("[role='alert'], [role='status'], .form-error-summary").filter({ hasText: /\S{3}/ }).first();

test.describe("faults on user actions in the browser (issue 13 point 7)", () => {
  test("pay, answered by an HTML 502: a message, the cart kept, Pay usable again", async ({ page, faults }) => {
    await signInWithToken(page, "/lucky-day");
    await addQuickPickToCart(page);
    await expect(cartButton(page, 1)).toBeVisible();
    await page.goto("/checkout");
    const pay = page.getByRole("button", { name: "Pay now" });
    await expect(pay).toBeEnabled();
    await faults.fail("POST", "/api/lotto/transact", "html-502");
    await pay.click();
    await expect(someMessage(page)).toBeVisible({ timeout: 15_000 });
    await expect(cartButton(page, 1), "the cart keeps its line").toBeVisible();
    await expectHandled(
      page,
      page
        .getByRole("button", { name: /Pay now|Check again/ })
        .or(page.getByRole("link", { name: /checkout/i }))
        .first(),
    );
    expect(faults.hits("POST", "/api/lotto/transact"), "sent once, not retried (SPEC §7)").toBe(1);
  });

  test("voucher redeem past the 15 s budget: 'Failed to redeem voucher', the code kept", async ({ page, faults }) => {
    test.setTimeout(90_000);
    await signInWithToken(page, "/lucky-day");
    await addQuickPickToCart(page);
    await page.goto("/checkout");
    const code = page.getByRole("textbox", { name: /voucher/i });
    await code.fill("SAVE10");
    await faults.fail("POST", "/api/voucher/used", "timeout");
    const redeem = page.getByRole("button", { name: "Redeem" });
    await redeem.click();
    await expect(page.getByText(enErrors.voucherRedeemFailed, { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(code).toHaveValue("SAVE10");
    await expect(cartButton(page, 1)).toBeVisible();
    await expectHandled(page, redeem);
    expect(faults.hits("POST", "/api/voucher/used"), "sent once, not retried (SPEC §7)").toBe(1);
  });

  test("sign-in in Arabic over a dropped connection: the Arabic message, the phone kept", async ({ page, faults }) => {
    await page.goto("/ar/login");
    const main = page.getByRole("main");
    const phone = main.getByRole("textbox", { name: arAccount.phone.number });
    await phone.fill(DEMO_USER.phone);
    await main.getByLabel(arAccount.password.label, { exact: true }).fill(DEMO_USER.password);
    await faults.fail("POST", "/api/auth/login", "dropped");
    const submit = main.getByRole("button", { name: arAccount.login.submit, exact: true });
    await submit.click();
    await expect(page.getByText(arErrors.network).first()).toBeVisible({ timeout: 15_000 });
    await expect(phone).toHaveValue(DEMO_USER.phone);
    await expectHandled(page, submit);
    expect(faults.hits("POST", "/api/auth/login"), "sent once, not retried (SPEC §7)").toBe(1);
  });

  test("change password answered by a malformed 200: the generic message, every field kept", async ({ page, faults }) => {
    await signInWithToken(page, "/change-password");
    const main = page.getByRole("main");
    const fields = [
      main.getByLabel("Current password", { exact: true }),
      main.getByLabel("New password", { exact: true }),
      main.getByLabel("Confirm new password", { exact: true }),
    ];
    const typed = [DEMO_USER.password, "Fresh@5678", "Fresh@5678"];
    for (const [index, field] of fields.entries()) await field.fill(typed[index] ?? "");
    await faults.fail("POST", "/api/user/change-password", "malformed-200");
    const submit = main.getByRole("button", { name: "Change password" });
    await submit.click();
    await expect(page.getByText(enErrors.generic).first()).toBeVisible({ timeout: 15_000 });
    for (const [index, field] of fields.entries()) await expect(field).toHaveValue(typed[index] ?? "");
    await expectHandled(page, submit);
    expect(faults.hits("POST", "/api/user/change-password"), "sent once, not retried (SPEC §7)").toBe(1);
  });

  test("wallet withdraw answered by a 500: a message in the shop's words, the amount kept", async ({ page, faults }) => {
    await signInWithToken(page, "/wallet?step=4");
    const withdraw = page.getByRole("region", { name: "Withdraw", exact: true });
    const amount = withdraw.getByRole("textbox", { name: "Amount (AED)", exact: true });
    await amount.fill("100");
    await faults.fail("POST", "/api/wallet/withdraw", "500");
    const review = withdraw.getByRole("button", { name: "Review" });
    await review.click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
    await expect(someMessage(page)).toBeVisible({ timeout: 15_000 });
    await expect(amount).toHaveValue("100");
    await expectHandled(page, review);
    expect(faults.hits("POST", "/api/wallet/withdraw"), "sent once, not retried (SPEC §7)").toBe(1);
  });

  test("certificate purchase over a dropped connection: the network message, the choice kept", async ({ page, faults }) => {
    await signInWithToken(page, "/buy/green-certificates");
    const main = page.getByRole("main");
    const grove = main.getByRole("radio", { name: /Grove/ });
    await main.getByText("Grove", { exact: true }).click();
    await expect(grove).toBeChecked();
    await faults.fail("POST", "/api/green-certificates/purchase", "dropped");
    const buy = page.getByRole("button", { name: "Buy certificate" });
    await buy.click();
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: /^Buy for / })
      .click();
    await expect(page.getByText(enCertificates.buy.failure.network, { exact: false }).first()).toBeVisible({ timeout: 15_000 });
    await expect(grove).toBeChecked();
    await expectHandled(page, buy);
    expect(faults.hits("POST", "/api/green-certificates/purchase"), "sent once, not retried (SPEC §7)").toBe(1);
  });

  test("notifications 'mark all read' answered by a 200 with status 401: SPEC §8 logout and /login", async ({ page, faults }) => {
    await signInWithToken(page, "/notifications");
    await faults.fail("POST", "/api/notifications/read-all", "401-in-200");
    await page.getByRole("button", { name: "Mark all as read" }).click();
    await expect(page).toHaveURL(/\/login(\?|$)/, { timeout: 15_000 });
    await expect(
      page
        .getByRole("banner")
        .getByRole("link", { name: "Sign in" })
        .or(page.getByRole("banner").getByRole("button", { name: "Sign in" })),
    ).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem("userData"))).toBeNull();
    expect(faults.hits("POST", "/api/notifications/read-all"), "sent once, not retried (SPEC §7)").toBe(1);
  });
});
