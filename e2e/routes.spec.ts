import type { ConsoleMessage, Page } from "@playwright/test";
import { AXE_LANGUAGES, axeViolations, settled } from "./a11y/axe";
import { CSP_CHECKED, expect, test } from "./support/csp";
import { currentPath } from "./support/expect-page";
import { DEMO_TOKEN, isPrerendered, LANGUAGES, localized, ROUTES } from "./support/pages";

/**
 * SPEC §2: every route in every language (English unprefixed, /ar, /in), opened directly (a full
 * page load of its address) as a visitor: its heading, `<html lang dir>` and title; login-required
 * pages send the visitor to /login?returnUrl=<path>. Then, signed in as the sandbox's demo user,
 * every login-required route opens. In the nginx run any Content-Security-Policy violation on any
 * of these loads fails the test too (e2e/support/csp.ts).
 *
 * One browser page per language loads the routes one after the other, each as its own step, with
 * soft checks: every failing route is reported, and the browser context, the sandbox's service
 * worker and the cached assets are set up once per language instead of once per route (each
 * load is still a full navigation to the address).
 *
 * In the nginx run the pages come prerendered (docs/prerender.md): each visit also checks that
 * React hydrated the static markup (a signed-in-only page, whose visitor is sent to /login, and a
 * game page, which comes as the game pages' frame, are rendered afresh), that the page is usable
 * (no longer `inert`), that its data has arrived (no spinner or skeleton), and that the console has no
 * hydration message.
 *
 * In English and Arabic (right-to-left) each page this walk shows is also scanned with axe for
 * WCAG 2.2 AA (e2e/a11y/axe.ts), once it has settled: every route a visitor may open, and every
 * login-required route signed in. Any violation fails, with the route, the rule and the elements.
 */
const soft = expect.configure({ soft: true });

const PRERENDERED_RUN = CSP_CHECKED && process.env["PRERENDER"] !== "0";
const HYDRATION = /hydrat|did not match|mismatch/i;

/** axe on the page as it stands, once it has settled on its heading (English and Arabic). */
const scanned = async (page: Page, address: string, heading: string): Promise<void> => {
  await settled(page, heading);
  soft(await axeViolations(page), `${address}: axe violations`).toEqual([]);
};

for (const language of LANGUAGES) {
  test(`${language.code}: every route opened directly`, async ({ page }) => {
    const axe = AXE_LANGUAGES.some(({ code }) => code === language.code);
    test.setTimeout(ROUTES.length * (axe ? 30_000 : 15_000));
    const login = ROUTES.find(({ name }) => name === "login");
    const hydrationMessages: string[] = [];
    const keep = (text: string) => {
      if (HYDRATION.test(text)) hydrationMessages.push(text);
    };
    const pageLog: string[] = [];
    page.on("console", (message: ConsoleMessage) => {
      keep(message.text());
      if (message.type() === "warning" || message.type() === "error") pageLog.push(message.text());
    });
    page.on("pageerror", (error) => keep(error.message));
    // The API's answers to the signed-in walk (HTTP status, and the status in the body), for the
    // diagnosis below when a signed-in page is sent to /login.
    const answers: Promise<string>[] = [];
    page.on("response", (response) => {
      if (!response.url().includes("/api/")) return;
      const call = `${response.request().method()} ${new URL(response.url()).pathname} ${String(response.status())}`;
      answers.push(
        response
          .json()
          .then((body: unknown) => `${call} body ${String((body as { status?: unknown } | null)?.status ?? "-")}`)
          .catch(() => call),
      );
    });
    for (const route of ROUTES) {
      const address = localized(language, route.path);
      await test.step(`${address} (${route.access})`, async () => {
        hydrationMessages.length = 0;
        await page.goto(address);
        // A prerendered page shows its own frame until the app has run and applied the access rule.
        await soft(page.locator("#root[data-render]"), `${address}: the app ran`).toBeAttached({ timeout: 15_000 });
        const expected =
          route.access === "loginRequired"
            ? {
                path: `${localized(language, "/login")}?returnUrl=${encodeURIComponent(address)}`,
                heading: login?.heading(language) ?? "",
              }
            : { path: address, heading: route.heading(language) };
        await soft(page.getByRole("heading", { level: 1 }), `${address}: its heading`).toHaveText(expected.heading);
        await soft.poll(() => currentPath(page), { message: `${address}: the address` }).toBe(expected.path);
        await soft(page.locator("html"), `${address}: <html lang>`).toHaveAttribute("lang", language.lang);
        await soft(page.locator("html"), `${address}: <html dir>`).toHaveAttribute("dir", language.dir);
        await soft(page, `${address}: a title`).not.toHaveTitle("");
        if (PRERENDERED_RUN) {
          const root = page.locator("#root");
          // A game page comes as the game pages' frame, which the app replaces (docs/prerender.md).
          const render = route.access === "loginRequired" || !isPrerendered(route) ? "client" : "hydrate";
          await soft(root, `${address}: ${render === "hydrate" ? "hydrated" : "rendered afresh"}`).toHaveAttribute(
            "data-render",
            render,
          );
          await soft(root, `${address}: usable once the app runs`).not.toHaveAttribute("inert");
          await soft(page.locator(".ui-spinner, .ui-skeleton"), `${address}: its data read`).toHaveCount(0);
          soft(hydrationMessages, `${address}: no hydration message`).toEqual([]);
        }
        if (axe && route.access !== "loginRequired") await scanned(page, address, route.heading(language));
      });
    }
    let signedIn = false;
    for (const route of ROUTES.filter(({ access }) => access === "loginRequired")) {
      const address = localized(language, route.path);
      await test.step(`${address} (signed in)`, async () => {
        pageLog.length = 0;
        answers.length = 0;
        await page.goto(signedIn ? address : `${address}?token=${DEMO_TOKEN}`);
        if (!signedIn) {
          // The link signs in (SPEC §2 token): the next address is opened once the session is
          // stored, as a player's next page would be, not while the sign-in is still on its way.
          await expect
            .poll(() => page.evaluate(() => localStorage.getItem("userData") !== null), {
              message: `${address}: the link's sign-in stored`,
            })
            .toBe(true);
        }
        signedIn = true;
        await soft(page.getByRole("heading", { level: 1 }), `${address} signed in: its heading`).toHaveText(
          route.heading(language),
        );
        await soft.poll(() => currentPath(page), { message: `${address} signed in: the address` }).toBe(address);
        if ((await currentPath(page)) !== address) {
          // Rare in CI (a signed-in page sent to /login, the next pages signed in again): what the
          // browser held when it happened, and what the page logged.
          const held = await page.evaluate(() => ({
            cookies: document.cookie.split(";").map((cookie) => cookie.split("=")[0]?.trim()),
            userData: localStorage.getItem("userData") !== null,
          }));
          const answered = await Promise.all(answers);
          soft({ ...held, logged: pageLog, answered }, `${address} signed in: the session when it was sent away`).toBeUndefined();
        }
        if (axe) await scanned(page, address, route.heading(language));
      });
    }
  });
}
