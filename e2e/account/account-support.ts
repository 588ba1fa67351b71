import { expect, type Page } from "@playwright/test";

/** docs/sandbox.md: the demo user, the second user and the fixed OTP of the in-browser sandbox. */
export const DEMO = { phone: "501234567", password: "Demo@1234" } as const;
export const SECOND_USER_PHONE = "509876543";
export const SANDBOX_OTP = "123456";

/** A phone number no seeded account uses, different per test so runs never collide. */
export const freshPhone = (): string => `5${String(Date.now() % 100_000_000).padStart(8, "0")}`;

/** Fills the sign-in form (the country code is the UAE's by default) and submits it. */
export async function signIn(page: Page, phone: string, password: string): Promise<void> {
  await page.getByRole("textbox", { name: "Phone number" }).fill(phone);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Signed in: the header offers the account menu. */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByRole("button", { name: /account menu/i })).toBeVisible();
}
