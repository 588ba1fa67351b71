import { expect, test } from "@playwright/test";

/** SPEC §2 /contact-us with the SPEC §5 contact rules and the success state. */
test("the contact form explains each rule, then sends", async ({ page }) => {
  await page.goto("/contact-us");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("group", { name: "There is a problem" })).toBeFocused();
  await expect(page.getByText("Please select a question type").first()).toBeVisible();
  await expect(page.getByText("Please enter email").first()).toBeVisible();

  await page.getByRole("button", { name: /Question type/ }).click();
  await page.getByRole("listbox").getByRole("option").first().click();
  await page.getByRole("textbox", { name: "Your name" }).fill("Sara, Ali");
  await page.getByRole("textbox", { name: "Email" }).fill("Sara@Example.com");
  await page.getByRole("textbox", { name: "Phone number" }).fill("0501234567");
  await page.getByRole("textbox", { name: "Your message" }).fill("When is the next Lucky Day draw?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Please do not enter punctuation marks").first()).toBeVisible();
  await page.getByRole("textbox", { name: "Your name" }).fill("Sara Ali");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Thank you. Your message has been sent and we will answer by email.")).toBeFocused();
});
