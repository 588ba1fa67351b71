import { test } from "@playwright/test";
import { playAndPay } from "./support";

/**
 * The main play-and-pay journey, signed out at first (SPEC §1, §2, §4, §7): two quick-picked
 * entries for two draws → cart → sign in through the real form (returnUrl) → the cart merged →
 * SAVE10 → Pay → /thank-you with the tickets and the new balance → an empty cart.
 */
test("a visitor picks, signs in at checkout, redeems SAVE10 and pays", async ({ page }) => {
  await playAndPay(page, "en");
});
