import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe";

/**
 * The scan every axe spec relies on (`axeViolations`) finds violations, in the page and in a
 * same-origin frame: a scan that found nothing because it ran nowhere would pass every spec. The
 * pages are answered by the test itself, at an https origin of their own, as the shop's pages are.
 */
const ORIGIN = "https://axe-self-check.test";

async function serve(page: Page, pages: Record<string, string>): Promise<void> {
  await page.route(`${ORIGIN}/**`, (route) => {
    const body = pages[new URL(route.request().url()).pathname];
    return body === undefined
      ? route.fulfill({ status: 404, body: "" })
      : route.fulfill({ status: 200, contentType: "text/html", body });
  });
}

const html = (body: string) =>
  `<!doctype html><html lang="en"><head><title>axe self-check</title></head><body>${body}</body></html>`;

test("axeViolations reports what is wrong, in the page and in a frame", async ({ page }) => {
  // On a loaded machine the frame may take most of axe's 20 s ping wait to answer (axe.ts).
  test.slow();
  await serve(page, {
    "/": html(`<main>
      <h1>Self-check</h1>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">
      <p style="color: #bbb; background: #fff">Pale text on white</p>
      <iframe title="A frame" src="/frame"></iframe>
    </main>`),
    "/frame": html(`<button></button>`),
  });
  await page.goto(`${ORIGIN}/`);
  await expect(page.frameLocator("iframe").locator("button")).toBeAttached();

  const violations = await axeViolations(page);

  const rules = violations.map((line) => line.split(" ")[0]);
  expect(rules).toEqual(expect.arrayContaining(["image-alt", "color-contrast", "button-name"]));
  expect(
    violations.find((line) => line.startsWith("button-name")),
    "found inside the frame",
  ).toContain("iframe");
});

test("axeViolations finds nothing on a page that meets WCAG 2.2 AA, and checks only its rules", async ({ page }) => {
  // Two unnamed navigation landmarks break axe's best practice "landmark-unique", not a WCAG rule.
  await serve(page, {
    "/": html(`<nav><a href="/a" style="display: inline-block; padding: 12px">A</a></nav><nav><a href="/b" style="display: inline-block; padding: 12px">B</a></nav>
      <main><h1>Self-check</h1><p>Plain text.</p><button type="button">Go</button></main>`),
  });
  await page.goto(`${ORIGIN}/`);

  expect(await axeViolations(page)).toEqual([]);
});
