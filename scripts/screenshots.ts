/**
 * `npm run screenshots`: the main pages on a 360 × 740 phone, in English and Arabic, as PNGs in
 * docs/screenshots/ (docs/ui-kit.md shows them; issue 12). The sandbox build (npm run
 * build:sandbox) is built into a private directory and served by `vite preview` on a port of its
 * own, so nothing else's build or server is touched; Debian's chromium is used when present.
 *
 *   npm run screenshots                                   build, serve, shoot
 *   SCREENSHOTS_DIST=/tmp/x SKIP_BUILD=1 npm run screenshots    reuse a sandbox build
 *   SCREENSHOTS_PORT=8097                                 the preview port (8097)
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type BrowserContext, chromium, expect, type Page } from "@playwright/test";
import arCheckout from "../src/ui/i18n/ar/checkout";
import arCommon from "../src/ui/i18n/ar/common";
import arLayout from "../src/ui/i18n/ar/layout";
import arPlay from "../src/ui/i18n/ar/play";
import enCheckout from "../src/ui/i18n/en/checkout";
import enCommon from "../src/ui/i18n/en/common";
import enLayout from "../src/ui/i18n/en/layout";
import enPlay from "../src/ui/i18n/en/play";

const ROOT = resolve(import.meta.dirname, "..");
const OUT = join(ROOT, "docs", "screenshots");
const PORT = Number(process.env["SCREENSHOTS_PORT"] ?? 8097);
const BASE = `http://127.0.0.1:${PORT}`;
/** The phone of issue 12's report. */
const VIEWPORT = { width: 360, height: 740 } as const;

const LANGUAGES = [
  { code: "en", prefix: "", common: enCommon, play: enPlay, layout: enLayout, checkout: enCheckout },
  { code: "ar", prefix: "/ar", common: arCommon, play: arPlay, layout: arLayout, checkout: arCheckout },
] as const;
type Language = (typeof LANGUAGES)[number];

const fill = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{(\w+)(?::\w+)?\}/g, (whole, name: string) => String(values[name] ?? whole));
const at = (language: Language, path: string): string =>
  language.prefix === "" ? path : path === "/" ? language.prefix : `${language.prefix}${path}`;

function build(): string {
  const dist = process.env["SCREENSHOTS_DIST"] ?? mkdtempSync(join(tmpdir(), "lotto-screenshots-"));
  if (!process.env["SKIP_BUILD"]) {
    console.log(`screenshots: npm run build:sandbox into ${dist}`);
    execFileSync("npm", ["run", "build:sandbox", "--", "--outDir", dist, "--emptyOutDir"], { cwd: ROOT, stdio: "inherit" });
  }
  if (!existsSync(join(dist, "index.html"))) throw new Error(`no build in ${dist}`);
  return dist;
}

async function serve(dist: string): Promise<ChildProcess> {
  const server = spawn(
    "npx",
    ["vite", "preview", "--outDir", dist, "--port", String(PORT), "--strictPort", "--host", "127.0.0.1"],
    {
      cwd: ROOT,
      stdio: "ignore",
      detached: true,
    },
  );
  for (let tries = 0; tries < 100; tries++) {
    try {
      if ((await fetch(BASE)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  stop(server);
  throw new Error(`vite preview did not answer on ${BASE}`);
}

function stop(server: ChildProcess): void {
  if (server.pid !== undefined) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

/** The page's own heading (the one given, if any) shows and its requests are done. */
async function settled(page: Page, heading?: string): Promise<void> {
  const h1 = page.getByRole("heading", { level: 1 });
  if (heading === undefined) await expect(h1).toBeVisible({ timeout: 15_000 });
  else await expect(h1).toHaveText(heading, { timeout: 15_000 });
  await page.waitForLoadState("networkidle");
}

async function shoot(page: Page, name: string): Promise<void> {
  const path = join(OUT, `${name}.png`);
  // The page as it stays: no toast (they leave after 5 s, SPEC §9) and no loading bar over it.
  await expect(page.locator(".ui-toast")).toHaveCount(0, { timeout: 10_000 });
  await expect(page.locator(".ui-loading-bar:visible")).toHaveCount(0, { timeout: 10_000 });
  await page.screenshot({ path, animations: "disabled", caret: "hide" });
  console.log(`screenshots: ${path.slice(ROOT.length + 1)}`);
}

async function shootLanguage(context: BrowserContext, language: Language): Promise<void> {
  const page = await context.newPage();
  const suffix = `360-${language.code}`;
  await page.goto(`${BASE}${at(language, "/")}`);
  await settled(page);
  await shoot(page, `home-${suffix}`);

  await page.getByRole("banner").getByRole("button", { name: language.layout.header.menu, exact: true }).tap();
  await expect(page.getByRole("dialog", { name: language.layout.header.menu })).toBeVisible();
  await page.waitForTimeout(300);
  await shoot(page, `menu-${suffix}`);
  await page.keyboard.press("Escape");

  await page.goto(`${BASE}${at(language, "/lucky-day")}`);
  await settled(page);
  await shoot(page, `game-${suffix}`);

  const entry = fill(language.common.entryName, { position: 1 });
  await page
    .getByRole("main")
    .getByRole("button", { name: fill(language.play.entry.quickPickLabel, { entry }) })
    .tap();
  await page.getByRole("button", { name: language.play.addToCart, exact: true }).tap();
  await page.getByRole("banner").getByRole("link", { name: /1/ }).tap();
  await settled(page, language.checkout.title);
  await shoot(page, `checkout-${suffix}`);
  await page.close();
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const dist = build();
  const server = await serve(dist);
  const executablePath = existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    for (const language of LANGUAGES) {
      // A fresh phone per language: an empty cart and no stored choices.
      const context = await browser.newContext({
        viewport: VIEWPORT,
        screen: VIEWPORT,
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        colorScheme: "light",
        reducedMotion: "reduce",
        locale: language.code === "ar" ? "ar-SA" : "en-US",
      });
      await shootLanguage(context, language);
      await context.close();
    }
  } finally {
    await browser.close();
    stop(server);
  }
}

await main();
