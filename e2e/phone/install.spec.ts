import { expect, test } from "@playwright/test";

/**
 * Issue 12: the shop can be added to a home screen — index.html links a manifest that names
 * reachable PNG icons (192, 512, maskable) and an apple-touch-icon, with a theme colour per scheme.
 */
test("the manifest, its icons and the apple-touch-icon are served", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const response = await request.get(href ?? "");
  expect(response.status()).toBe(200);
  if (process.env["E2E_NGINX"]) expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await response.json()) as {
    start_url: string;
    display: string;
    icons: Array<{ src: string; sizes: string; purpose: string; type: string }>;
  };
  expect(manifest.start_url).toBe("/");
  expect(manifest.display).toBe("standalone");
  const pngs = manifest.icons.filter((icon) => icon.type === "image/png");
  expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  for (const src of [...pngs.map((icon) => icon.src), touchIcon ?? ""]) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()["content-type"], src).toBe("image/png");
  }
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveAttribute(
    "content",
    "#0b6e4f",
  );
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveAttribute(
    "content",
    "#3aad7f",
  );
});
