// @vitest-environment jsdom
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { sandboxServer } from "@mocks/node";
import { DEMO_USER } from "@mocks/seed";
import { queryClientOf } from "@/adapters/di/container";
import { ACCOUNT_TOKENS } from "@/application/account/account.tokens";
import { ChangePasswordScreen } from "@/ui/features/account/change-password-screen";
import { LoginScreen } from "@/ui/features/auth/login-screen";
import { OtpScreen } from "@/ui/features/auth/otp-screen";
import { RegisterScreen } from "@/ui/features/auth/register-screen";
import { mutationKeys } from "@/ui/queries/query-keys";
import { renderScreen, type ScreenShop, screenShop, useSandbox } from "../account/screen-harness";
import { typeInto } from "../account/type-into";
import { signUpThroughScreen } from "../account/sign-up-through-screen";

vi.setConfig({ testTimeout: 30_000 });
useSandbox();

const API = "https://api.lotto.test/api";

/**
 * Holds every request to `path` until `release` is called, then lets the sandbox answer it; counts
 * the requests that arrived.
 */
const holdRequests = (path: string) => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const arrived = vi.fn();
  sandboxServer.use(
    http.post(`${API}${path}`, async () => {
      arrived();
      await gate;
      // Nothing returned: the sandbox's own handler answers.
    }),
  );
  return { arrived, release };
};

const mutationsOf = (shop: ScreenShop, key: ReadonlyArray<string>) =>
  queryClientOf(shop.container)
    .getMutationCache()
    .findAll({ mutationKey: [...key] });

/** Presses submit twice, clicks it again while busy and presses Enter in a field. */
const submitRepeatedly = async (button: HTMLElement, field: HTMLElement) => {
  const user = userEvent.setup();
  await user.dblClick(button);
  await user.click(button);
  await user.click(field);
  await user.keyboard("{Enter}");
};

describe("form screens: a submit is one mutation over its use case (its isPending is the form's)", () => {
  it("sign-in: a double submit starts one mutation and one request; busy until answered, then signed in", async () => {
    const shop = screenShop();
    const held = holdRequests("/auth/login");
    await renderScreen(<LoginScreen />, shop, "/login?returnUrl=%2Fwallet");
    const phone = screen.getByRole("textbox", { name: "Phone number" });
    await typeInto(phone, DEMO_USER.phone);
    await typeInto(screen.getByLabelText("Password", { selector: "input" }), DEMO_USER.password);
    const submit = screen.getByRole("button", { name: "Sign in" });
    await userEvent.click(submit);
    await waitFor(() => expect(screen.getByRole("button", { name: /Sending/ })).toHaveAttribute("aria-disabled", "true"));
    await submitRepeatedly(screen.getByRole("button", { name: /Sending/ }), phone);
    expect(mutationsOf(shop, mutationKeys.account.signIn)).toHaveLength(1);
    await act(async () => held.release());
    await waitFor(() => expect(shop.navigator.last).toEqual({ kind: "go", path: "/wallet" }));
    expect(held.arrived).toHaveBeenCalledTimes(1);
    expect(mutationsOf(shop, mutationKeys.account.signIn)).toHaveLength(1);
  });

  it("sign-up: one mutation for repeated presses; a refusal keeps every value and says why beside the field", async () => {
    const shop = screenShop();
    const held = holdRequests("/auth/register");
    await renderScreen(<RegisterScreen />, shop, "/register");
    const fullName = screen.getByRole("textbox", { name: "Full name" });
    await typeInto(fullName, "Sara Ali");
    // The demo player's phone is taken: the sandbox refuses it with a 422 on the phone.
    await typeInto(screen.getByRole("textbox", { name: "Phone number" }), DEMO_USER.phone);
    await typeInto(screen.getByLabelText("Password", { selector: "input" }), "Secret@123");
    await userEvent.click(screen.getByRole("checkbox", { name: /I accept/ }));
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));
    await submitRepeatedly(await screen.findByRole("button", { name: /Sending/ }), fullName);
    expect(mutationsOf(shop, mutationKeys.account.signUp)).toHaveLength(1);
    await act(async () => held.release());
    const phone = screen.getByRole("textbox", { name: "Phone number" });
    await waitFor(() => expect(phone).toHaveAttribute("aria-invalid", "true"));
    expect(held.arrived).toHaveBeenCalledTimes(1);
    expect(phone).toHaveValue(DEMO_USER.phone);
    expect(fullName).toHaveValue("Sara Ali");
    expect(screen.getByRole("button", { name: "Create account" })).not.toHaveAttribute("aria-disabled");
  });

  it("OTP (one field, so Enter submits without a submit button): Enter while the code is on its way starts nothing", async () => {
    const shop = screenShop();
    await signUpThroughScreen(shop, "500000042");

    const held = holdRequests("/auth/otp/verify");
    await renderScreen(<OtpScreen />, shop, "/register/otp");
    const code = screen.getByRole("textbox", { name: "Verification code" });
    await typeInto(code, "123456");
    const user = userEvent.setup();
    await user.keyboard("{Enter}");
    await screen.findByRole("button", { name: /Sending/ });
    await user.keyboard("{Enter}{Enter}");
    expect(mutationsOf(shop, mutationKeys.account.verifyOtp)).toHaveLength(1);
    await act(async () => held.release());
    await waitFor(() => expect(shop.navigator.last).toEqual({ kind: "go", path: "/registration-completed" }));
    expect(held.arrived).toHaveBeenCalledTimes(1);
  });

  it("change password (signed in): one mutation for repeated presses, then the form is usable again", async () => {
    const shop = screenShop();
    await shop.injector
      .get(ACCOUNT_TOKENS.signIn)
      .execute({ callingCode: DEMO_USER.calling_code, phone: DEMO_USER.phone, password: DEMO_USER.password });
    const held = holdRequests("/user/change-password");
    await renderScreen(<ChangePasswordScreen />, shop, "/change-password");
    const current = screen.getByLabelText("Current password", { selector: "input" });
    await typeInto(current, DEMO_USER.password);
    await typeInto(screen.getByLabelText("New password", { selector: "input" }), "Another@123");
    await typeInto(screen.getByLabelText("Confirm new password", { selector: "input" }), "Another@123");
    await userEvent.click(screen.getByRole("button", { name: "Change password" }));
    await submitRepeatedly(await screen.findByRole("button", { name: /Sending/ }), current);
    expect(mutationsOf(shop, mutationKeys.account.changePassword)).toHaveLength(1);
    await act(async () => held.release());
    await waitFor(() => expect(screen.getByRole("button", { name: "Change password" })).not.toHaveAttribute("aria-disabled"));
    expect(held.arrived).toHaveBeenCalledTimes(1);
  });
});

/**
 * A 422 that names one field alone is the server refusing what it holds; its words are English on
 * every page. The forms that know the case say it in the player's language (docs/accounts.md).
 */
describe("the server's refusals in the player's words", () => {
  it.each([
    ["en", "Current password", "New password", "Confirm new password", "Change password", "Your current password is not right."],
    [
      "ar",
      "كلمة المرور الحالية",
      "كلمة المرور الجديدة",
      "تأكيد كلمة المرور الجديدة",
      "تغيير كلمة المرور",
      "كلمة المرور الحالية غير صحيحة.",
    ],
  ] as const)("%s: a wrong current password, beside it", async (locale, currentName, newName, confirmName, submit, refused) => {
    const shop = screenShop();
    await shop.injector
      .get(ACCOUNT_TOKENS.signIn)
      .execute({ callingCode: DEMO_USER.calling_code, phone: DEMO_USER.phone, password: DEMO_USER.password });
    await renderScreen(<ChangePasswordScreen />, shop, "/change-password", locale);
    const current = screen.getByLabelText(currentName, { selector: "input" });
    await typeInto(current, "Wrong@12345");
    await typeInto(screen.getByLabelText(newName, { selector: "input" }), "Another@123");
    await typeInto(screen.getByLabelText(confirmName, { selector: "input" }), "Another@123");
    await userEvent.click(screen.getByRole("button", { name: submit }));
    await waitFor(() => expect(current).toHaveAccessibleDescription(expect.stringContaining(refused)));
    expect(document.body.textContent).not.toContain("The current password is incorrect.");
    expect(current).toHaveValue("Wrong@12345");
  });

  it.each([
    ["en", "Verification code", "Verify", "That code is not right, or it has expired. Check it, or ask for a new code."],
    ["ar", "رمز التحقق", "تحقق", "هذا الرمز غير صحيح أو انتهت صلاحيته. تحقّق منه، أو اطلب رمزًا جديدًا."],
  ] as const)("%s: a wrong sign-up code, with what to do", async (locale, codeName, submit, refused) => {
    const shop = screenShop();
    await signUpThroughScreen(shop, locale === "en" ? "500000046" : "500000047");
    await renderScreen(<OtpScreen />, shop, "/register/otp", locale);
    const code = await screen.findByRole("textbox", { name: codeName });
    await typeInto(code, "000000");
    await userEvent.click(screen.getByRole("button", { name: submit }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining(refused)));
    expect(document.body.textContent).not.toContain("The OTP is invalid or has expired.");
  });
});
