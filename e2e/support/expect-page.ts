import { expect, type Page } from "@playwright/test";
import type { Language } from "./pages";

/** The page speaks the language: `<html lang dir>` and its main heading. */
export async function expectPage(page: Page, language: Language, heading: string): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page.locator("html")).toHaveAttribute("lang", language.lang);
  await expect(page.locator("html")).toHaveAttribute("dir", language.dir);
  await expect(page).not.toHaveTitle("");
}

/** The current address as a site-relative path with its query. */
export const currentPath = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/**
 * The app has run on the page: React has committed (`#root[data-render]`, docs/prerender.md). A
 * prerendered page shows its heading before, inert: a press, a key or a navigation made earlier
 * is lost, and the route's chunks may not all be asked for yet.
 */
export async function appHasRun(page: Page): Promise<void> {
  await expect(page.locator("#root[data-render]")).toBeAttached({ timeout: 15_000 });
}
