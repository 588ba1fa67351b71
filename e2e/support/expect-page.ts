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
