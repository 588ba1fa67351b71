import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect } from "vitest";
import { TOKENS } from "@/application/tokens";
import { RegisterScreen } from "@/ui/features/auth/register-screen";
import { renderScreen, type ScreenShop } from "./screen-harness";
import { typeInto } from "./type-into";

/**
 * Signs up through the register screen (English) with `phone` on the sandbox, waits until the phone
 * waits for its code (SPEC §4's registration state), and takes the form away: the code page's
 * tests start from there.
 */
export const signUpThroughScreen = async (shop: ScreenShop, phone: string): Promise<void> => {
  const registration = await renderScreen(<RegisterScreen />, shop, "/register");
  await typeInto(screen.getByRole("textbox", { name: "Full name" }), "Sara Ali");
  await typeInto(screen.getByRole("textbox", { name: "Phone number" }), phone);
  await typeInto(screen.getByLabelText("Password", { selector: "input" }), "Secret@123");
  await userEvent.click(screen.getByRole("checkbox", { name: /I accept/ }));
  await userEvent.click(screen.getByRole("button", { name: "Create account" }));
  await waitFor(() => expect(shop.injector.get(TOKENS.sessionState).get().registration?.phone).toBe(phone));
  registration.unmount();
};
