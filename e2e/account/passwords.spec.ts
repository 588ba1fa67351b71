import { expect, test } from "@playwright/test";
import { currentPath } from "../support/expect-page";
import { DEMO_TOKEN } from "../support/pages";
import { DEMO, expectSignedIn, SANDBOX_OTP, signIn } from "./account-support";

/** SPEC §2 /forgot-password: phone → OTP → new password (SPEC §5 "Password not match"), then sign in with it. */
test("forgot password: a code to the phone, a new password, and signing in with it", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.getByRole("textbox", { name: "Phone number" }).fill(DEMO.phone);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("heading", { name: "Step 2 of 3: the code we sent" })).toBeFocused();
  await page.getByRole("textbox", { name: "Verification code" }).fill(SANDBOX_OTP);
  await page.getByRole("button", { name: "Continue" }).click();

  await page.getByLabel("New password", { exact: true }).fill("Fresh@1234");
  await page.getByLabel("Confirm new password", { exact: true }).fill("Fresh@12345");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("Password not match").first()).toBeVisible();
  await page.getByLabel("Confirm new password", { exact: true }).fill("Fresh@1234");
  await page.getByRole("button", { name: "Reset password" }).click();
  await page.getByRole("link", { name: "Sign in" }).last().click();

  await expect.poll(() => currentPath(page)).toBe("/login");
  await signIn(page, DEMO.phone, "Fresh@1234");
  await expectSignedIn(page);
});

/** SPEC §2 /change-password with both SPEC §5 rules. */
test("change password: the SPEC §5 rules, then the change", async ({ page }) => {
  await page.goto(`/change-password?token=${DEMO_TOKEN}`);
  await expect.poll(() => currentPath(page)).toBe("/change-password");
  const current = page.getByLabel("Current password", { exact: true });
  const next = page.getByLabel("New password", { exact: true });
  const confirm = page.getByLabel("Confirm new password", { exact: true });
  await current.fill(DEMO.password);
  await next.fill(DEMO.password);
  await confirm.fill(DEMO.password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("New password must be different from current password").first()).toBeVisible();

  await next.fill("Changed@123");
  await confirm.fill("Changed@124");
  await expect(page.getByText("Passwords are not the same").first()).toBeVisible();
  await confirm.fill("Changed@123");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your password has been changed." })).toBeVisible();
  await expect(current).toHaveValue("");
});
