import { expect, test } from "@playwright/test";

test("the built shop renders its home page", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
