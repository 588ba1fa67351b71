import { expect, type Page, test } from "@playwright/test";
import { SANDBOX_STORAGE_KEY } from "../../mocks/state";
import { addQuickPickToCart, signInWithToken } from "../fault/demo-session";

/** A busy machine (2 cores shared by many runs) can take this long to load a page and its data. */
const LOADED = { timeout: 20_000 };
/**
 * Issue 13 point 6: local storage keeps only what the shop needs to start — the user's id and
 * name under `userData` — and the profile (phone, email, address, nationality, date of birth) is
 * read from the server by the pages that show it. A whole profile stored by an earlier version is
 * cut down on start.
 */
const PERSONAL = ["501234567", "demo@lotto-shop.test", "1990-04-12", "Dubai", "nationality", "callingCode", "emailVerified"];

/** Every value the shop keeps in local storage (the sandbox backend's own state left out). */
const shopStorage = (page: Page): Promise<string> =>
  page.evaluate((sandboxKey) => {
    const values: string[] = [];
    for (let index = 0; index < window.localStorage.length; index += 1) {
      const key = window.localStorage.key(index);
      if (key !== null && key !== sandboxKey) values.push(`${key}=${window.localStorage.getItem(key) ?? ""}`);
    }
    return values.join("\n");
  }, SANDBOX_STORAGE_KEY);

const storedUser = (page: Page): Promise<unknown> =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem("userData") ?? "null") as unknown);

async function expectNoPersonalData(page: Page): Promise<void> {
  const stored = await shopStorage(page);
  for (const value of PERSONAL) expect(stored, `local storage holds no ${value}`).not.toContain(value);
}

test("signed in, through the profile, wallet and checkout pages: storage keeps id and name only", async ({ page }) => {
  await signInWithToken(page, "/lucky-day");
  expect(await storedUser(page)).toEqual({ id: 1, fullName: "Demo Player" });
  await addQuickPickToCart(page);

  await page.goto("/personal-detail");
  await expect(page.getByRole("textbox", { name: "Phone number" })).toHaveValue(/^\+971\s501234567$/, LOADED);
  await expect(page.getByRole("textbox", { name: "City" })).toHaveValue("Dubai", LOADED);
  await page.goto("/email-confirmation");
  await expect(page.getByText("Your email address demo@lotto-shop.test is confirmed.")).toBeVisible(LOADED);
  await page.goto("/wallet");
  await expect(page.getByRole("banner").locator(".ui-header__balance").first()).toContainText("1,234.50", LOADED);
  await page.goto("/checkout");
  await expect(
    page
      .getByRole("main")
      .getByRole("button", { name: /Pay now/ })
      .first(),
  ).toBeVisible(LOADED);
  await expectNoPersonalData(page);
  expect(await storedUser(page)).toEqual({ id: 1, fullName: "Demo Player" });
});

test("a whole profile stored by an earlier version is cut down to id and name on start; the pages still show it", async ({
  page,
}) => {
  await signInWithToken(page, "/");
  await page.evaluate(() =>
    window.localStorage.setItem(
      "userData",
      JSON.stringify({
        id: 1,
        fullName: "Demo Player",
        callingCode: "+971",
        phone: "501234567",
        email: "demo@lotto-shop.test",
        emailVerified: true,
        nationality: "AE",
        dob: "1990-04-12",
        city: "Dubai",
        addressCountry: "AE",
      }),
    ),
  );
  await page.reload();
  await expect(page.getByRole("button", { name: /account menu/i })).toBeVisible(LOADED);
  await expect.poll(() => storedUser(page), LOADED).toEqual({ id: 1, fullName: "Demo Player" });
  await expectNoPersonalData(page);
  await page.goto("/personal-detail");
  await expect(page.getByRole("textbox", { name: "Phone number" })).toHaveValue(/^\+971\s501234567$/, LOADED);
});
