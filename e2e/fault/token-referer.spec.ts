import type { BrowserContext, Request } from "@playwright/test";
import { DEMO_TOKEN } from "./demo-session";
import { expect, test } from "./sandbox-network";

/**
 * SPEC §2 token login and issue 13: the token never reaches any request's Referer. The module
 * scripts and stylesheets of index.html load before the app can strip `?token=` from the address,
 * so stripping alone is not enough: the page is served with `Referrer-Policy: no-referrer`
 * (deploy/csp.ts), and these tests read the Referer of every request from the document on.
 */

interface Seen {
  readonly url: string;
  readonly type: string;
  readonly referer: string;
}

/** Every request of the context from now on, with the Referer the browser really sent. */
function recordRequests(context: BrowserContext): () => Promise<Seen[]> {
  const pending: Promise<Seen>[] = [];
  const record = (request: Request) => {
    pending.push(
      request
        .allHeaders()
        .catch(() => request.headers())
        .then((headers) => ({ url: request.url(), type: request.resourceType(), referer: headers["referer"] ?? "" })),
    );
  };
  context.on("request", record);
  return async () => Promise.all(pending);
}

const leaks = (seen: readonly Seen[]) => seen.filter(({ referer }) => referer.includes(DEMO_TOKEN) || referer.includes("token="));

test.describe("the token in the Referer (nginx run: the production headers)", () => {
  test.skip(!process.env["E2E_NGINX"], "the Referrer-Policy is nginx's header: run it with npm run test:e2e:nginx");

  test("a ?token= load: no request carries the token in its Referer, the document's own scripts and CSS included", async ({
    page,
    context,
    sandbox,
  }) => {
    const requests = recordRequests(context);
    await page.goto(`/lucky-day?token=${DEMO_TOKEN}`);
    await expect.poll(() => new URL(page.url()).searchParams.has("token")).toBe(false);
    await page.waitForLoadState("networkidle");
    const seen = await requests();
    const kinds = new Set(seen.map((request) => request.type));
    // The probe covered the loads that start before the app runs, and the API calls after.
    for (const kind of ["document", "script", "stylesheet"]) expect(kinds, `a ${kind} request was seen`).toContain(kind);
    expect(
      seen.some((request) => /\/assets\/.+\.js$/.test(request.url)),
      "a module script of index.html",
    ).toBe(true);
    expect(sandbox.calls.length, "API calls were made").toBeGreaterThan(0);
    const apiLeaks = sandbox.calls.filter((call) => (call.headers["referer"] ?? "").includes(DEMO_TOKEN));
    expect([...leaks(seen), ...apiLeaks]).toEqual([]);
  });

  test("the probe does see the leak when the page's policy sends same-origin paths (why no-referrer)", async ({
    page,
    context,
  }) => {
    // The same document with the browsers' default policy instead of no-referrer, in nginx's header
    // and in index.html's <meta name="referrer"> alike.
    await page.route(
      (url) => url.pathname === "/lucky-day",
      async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        expect(html, "index.html asks for no-referrer").toContain('<meta name="referrer" content="no-referrer" />');
        await route.fulfill({
          response,
          headers: { ...response.headers(), "referrer-policy": "strict-origin-when-cross-origin" },
          body: html.replace(
            '<meta name="referrer" content="no-referrer" />',
            '<meta name="referrer" content="strict-origin-when-cross-origin" />',
          ),
        });
      },
    );
    const requests = recordRequests(context);
    await page.goto(`/lucky-day?token=${DEMO_TOKEN}`);
    await page.waitForLoadState("networkidle");
    const leaked = leaks(await requests());
    expect(
      leaked.some((request) => request.type === "script" && request.url.includes("/assets/")),
      "the module scripts of index.html carry the token",
    ).toBe(true);
  });
});

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
  const apiReferers = sandbox.calls
    .slice(apiCallsBefore)
    .map((call) => ({ url: call.url, referer: call.headers["referer"] ?? "" }));
  expect(apiReferers.length, "API calls were made after the token left").toBeGreaterThan(0);
  const leaking = [...referers, ...apiReferers].filter(
    ({ referer }) => referer.includes(DEMO_TOKEN) || referer.includes("token="),
  );
  expect(leaking).toEqual([]);
});
