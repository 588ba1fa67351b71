import { CSP_CHECKED, expect, test } from "./support/csp";
import { GAME_SLUG, isPrerendered, LANGUAGES, localized, ROUTES } from "./support/pages";
import enCertificates from "../src/ui/i18n/en/certificates";

/**
 * First paint from static HTML (docs/prerender.md), against the nginx-served build (the way it is
 * deployed: nginx picks each page's file). Every prerendered page in every language:
 * - its HTML as fetched, no JavaScript: `<html lang dir>` of its language and its heading (a
 *   signed-in-only page has its signed-out frame, with its own heading);
 * - a game page (no file of its own: its slug is the API's) comes as the game pages' frame in its
 *   language: the header, the footer and a busy place for the game;
 * Opened in the browser (React hydrates that markup, no hydration message), each page is checked
 * by e2e/routes.spec.ts, which opens every route in every language anyway.
 */
test.skip(!CSP_CHECKED, "nginx serves the prerendered pages (npm run test:e2e:nginx)");
test.skip(process.env["PRERENDER"] === "0", "a build made with PRERENDER=0 has no prerendered pages (docs/prerender.md)");

const soft = expect.configure({ soft: true });

const PRERENDERED = ROUTES.filter(isPrerendered);

const text = (html: string): string =>
  html
    .replace(/<[^>]*>/g, "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&")
    .trim();

for (const language of LANGUAGES) {
  test(`${language.code}: every prerendered page's HTML has its heading and language`, async ({ request }) => {
    for (const route of PRERENDERED) {
      const address = localized(language, route.path);
      const response = await request.get(address);
      soft(response.status(), `${address}: status`).toBe(200);
      const html = await response.text();
      soft(html, `${address}: <html lang dir>`).toContain(`<html lang="${language.lang}" dir="${language.dir}">`);
      soft(html, `${address}: the page's own file`).toContain(`data-prerendered="${address}"`);
      // Not usable before the app has attached its handlers: a press then waits instead of being lost.
      soft(html, `${address}: inert until the app runs`).toMatch(/<div id="root" [^>]*\binert\b/);
      soft(text(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ""), `${address}: its heading`).toBe(route.heading(language));
      soft(html, `${address}: no inline script`).not.toMatch(/<script\b(?![^>]*\bsrc=)/);
      // The paint needs the HTML and the stylesheet only (scripts/module-priority.ts).
      const modules = html.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
      soft(modules.length, `${address}: its module script and preloads`).toBeGreaterThan(0);
      soft(
        modules.filter((tag) => !tag.includes('fetchpriority="low"')),
        `${address}: modules at low priority`,
      ).toEqual([]);
    }
  });
}

for (const language of LANGUAGES) {
  test(`${language.code}: a game page's HTML is the game pages' frame in its language`, async ({ request }) => {
    const frame = localized(language, "/_game-frame");
    for (const address of [
      localized(language, `/${GAME_SLUG}`),
      localized(language, "/numbers"),
      localized(language, "/no-such-game"),
    ]) {
      const response = await request.get(address);
      soft(response.status(), `${address}: status`).toBe(200);
      const html = await response.text();
      soft(html, `${address}: <html lang dir>`).toContain(`<html lang="${language.lang}" dir="${language.dir}">`);
      soft(html, `${address}: the frame's file`).toContain(`data-prerendered="${frame}"`);
      soft(html, `${address}: inert until the app runs`).toMatch(/<div id="root" [^>]*\binert\b/);
      soft(html, `${address}: the header and the footer`).toMatch(/<header\b[\s\S]*<footer\b/);
      soft(html, `${address}: a busy place for the game`).toMatch(/<main\b[^>]*>[\s\S]*role="status"[\s\S]*<\/main>/);
      soft(html, `${address}: no inline script`).not.toMatch(/<script\b(?![^>]*\bsrc=)/);
    }
  });
}

/** The files a page's HTML asks the browser to fetch ahead: modulepreloads and style preloads. */
const preloadsOf = (html: string): string[] =>
  [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*\bhref="([^"]+)"/g)].map((match) => match[1] ?? "");

// A page with its route's chunks, one with its dictionary namespaces, one with its area's module,
// and the game pages' frame.
// A test each: a fresh browser context, so nothing comes from the cache of the page before.
for (const language of LANGUAGES) {
  // The game page too: its frame names its language's dictionary (below).
  for (const path of ["/checkout", "/faq", "/login", `/${GAME_SLUG}`]) {
    const address = localized(language, path);
    test(`${address}: its HTML names the chunks its first view loads, and a first visit fetches each once`, async ({
      page,
      request,
    }) => {
      const preloads = preloadsOf(await (await request.get(address)).text());
      const fetched: string[] = [];
      page.on("request", (sent) => void fetched.push(new URL(sent.url()).pathname));
      await page.goto(address);
      await expect(page.locator("#root[data-render]")).toBeAttached();
      await page.waitForLoadState("networkidle");
      // Beyond the entry's own (index.html's): the route's component chunk at least.
      if (path !== `/${GAME_SLUG}`) soft(preloads.length, "preloads beyond the entry's").toBeGreaterThan(3);
      for (const file of preloads) {
        // Fetched at all: nothing preloaded for nothing. Once: the app's own import or stylesheet
        // took the preloaded response (same URL, same CORS mode) instead of asking again.
        soft(
          fetched.filter((sent) => sent === file),
          `${file} fetched once`,
        ).toEqual([file]);
      }
    });
  }
}

for (const language of LANGUAGES) {
  test(`${language.code}: a game page's HTML preloads its language's dictionary at most: the games list, asked for once the entry has run, is what its first render waits for`, async ({
    request,
  }) => {
    const frame = preloadsOf(await (await request.get(localized(language, `/${GAME_SLUG}`))).text());
    const shell = preloadsOf(await (await request.get("/an/address/of/several/segments")).text());
    // English is in the entry; Arabic and Indonesian come as a chunk of their own.
    const extra = language.code === "en" ? 0 : 1;
    expect(frame.slice(0, shell.length)).toEqual(shell);
    expect(frame).toHaveLength(shell.length + extra);
  });
}

test("the green certificate page's HTML says the certificate is being generated: the build knows no address's code", async ({
  request,
}) => {
  // Most players open it with a code, after buying; "no code" would be their first paint until the app runs.
  const html = text(await (await request.get("/payment/green-certificate-generating")).text());
  expect(html).toContain(enCertificates.generating.progress);
  expect(html).not.toContain(enCertificates.generating.missingCode);
  // Its apostrophe is an entity in the HTML: the rest of the sentence is enough.
  expect(html).not.toContain(enCertificates.generating.headline.missingIntro.replace(/^.*\baddress /, ""));
});
