// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { DEMO_USER } from "@mocks/seed";
import { TOKENS } from "@/application/tokens";
import { LoginScreen } from "@/ui/features/auth/login-screen";
import { OtpScreen } from "@/ui/features/auth/otp-screen";
import { renderScreen, screenShop, useSandbox } from "./screen-harness";
import { typeInto } from "./type-into";
import { signUpThroughScreen } from "./sign-up-through-screen";

vi.setConfig({ testTimeout: 30_000 });
useSandbox();

describe("sign-in and sign-up screens on the sandbox", () => {
  it("signs the demo user in and follows SPEC §2's returnUrl", async () => {
    const shop = screenShop();
    await renderScreen(<LoginScreen />, shop, "/login?returnUrl=%2Fwallet");
    await typeInto(screen.getByRole("textbox", { name: "Phone number" }), DEMO_USER.phone);
    await typeInto(screen.getByLabelText("Password", { selector: "input" }), DEMO_USER.password);
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(shop.navigator.last).toEqual({ kind: "go", path: "/wallet" }));
    expect(shop.injector.get(TOKENS.sessionState).get().user).toEqual({ id: 1, fullName: "Demo Player" });
  });

  it.each([
    ["en", "Phone number", "Password", "Sign in", "We could not sign you in with this phone number and password."],
    ["ar", "رقم الهاتف", "كلمة المرور", "تسجيل الدخول", "تعذّر تسجيل دخولك برقم الهاتف وكلمة المرور هذين."],
  ] as const)(
    "in %s says a wrong password in the player's words, about both fields, keeping what was typed",
    async (locale, phoneName, passwordName, submit, refused) => {
      const shop = screenShop();
      await renderScreen(<LoginScreen />, shop, "/login", locale);
      await typeInto(screen.getByRole("textbox", { name: phoneName }), DEMO_USER.phone);
      const password = screen.getByLabelText(passwordName, { selector: "input" });
      await typeInto(password, "Wrong@1234");
      await userEvent.click(screen.getByRole("button", { name: submit }));
      await waitFor(() => expect(document.body.textContent).toContain(refused));
      expect(document.body.textContent).not.toContain("The phone number or password is incorrect.");
      expect(screen.getByRole("textbox", { name: phoneName })).toHaveValue(DEMO_USER.phone);
      expect(password).toHaveValue("Wrong@1234");
      expect(shop.navigator.visits).toEqual([]);
    },
  );

  it("registers, then the OTP screen verifies the code and goes to /registration-completed", async () => {
    const shop = screenShop();
    await signUpThroughScreen(shop, "500000042");

    await renderScreen(<OtpScreen />, shop, "/register/otp");
    expect(screen.getByRole("timer")).toBeInTheDocument();
    await typeInto(screen.getByRole("textbox", { name: "Verification code" }), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(shop.navigator.last).toEqual({ kind: "go", path: "/registration-completed" }));
    expect(shop.injector.get(TOKENS.sessionState).get().user?.fullName).toBe("Sara Ali");
  });

  it("SPEC §2: the returnUrl survives login → OTP (an unverified phone) → back to /login, and the verified sign-in goes there", async () => {
    const shop = screenShop();
    await signUpThroughScreen(shop, "500000043");

    const login = await renderScreen(<LoginScreen />, shop, "/login?returnUrl=%2Fwallet%3Fstep%3D4");
    await typeInto(screen.getByRole("textbox", { name: "Phone number" }), "500000043");
    await typeInto(screen.getByLabelText("Password", { selector: "input" }), "Secret@123");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    const otpPath = "/register/otp?returnUrl=%2Fwallet%3Fstep%3D4";
    await waitFor(() => expect(shop.navigator.last).toEqual({ kind: "go", path: otpPath }));
    login.unmount();

    await renderScreen(<OtpScreen />, shop, otpPath);
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login?returnUrl=%2Fwallet%3Fstep%3D4");
    await typeInto(screen.getByRole("textbox", { name: "Verification code" }), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(shop.navigator.last).toEqual({ kind: "go", path: "/wallet?step=4" }));
  });

  it("after a reload (the phone no longer in memory) the code page comes back with the kept phone and verifies", async () => {
    const shop = screenShop();
    await signUpThroughScreen(shop, "500000044");
    // A reload: the state in memory starts empty; local storage is kept.
    shop.injector.get(TOKENS.sessionState).update((state) => ({ ...state, registration: null }));

    await renderScreen(<OtpScreen />, shop, "/register/otp");
    expect(await screen.findByRole("timer")).toBeInTheDocument();
    expect(screen.queryByText(/no phone number waiting/)).toBeNull();
    expect(screen.getByRole("textbox", { name: "Verification code" })).toHaveAccessibleDescription(/500000044/);
    await typeInto(screen.getByRole("textbox", { name: "Verification code" }), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(shop.navigator.last).toEqual({ kind: "go", path: "/registration-completed" }));
    expect(shop.storage.get("registration")).toBeUndefined();
  });

  it("a new code clears the wrong code's error and puts focus in the code field, where the button took it away", async () => {
    const shop = screenShop();
    await signUpThroughScreen(shop, "500000045");
    // Back on the page (a reload) after SPEC §9's 120 s: the button to ask for a new code shows, and
    // the sandbox sends one. Only the date moves on; timers run as ever.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 121_000);
    onTestFinished(() => void vi.useRealTimers());
    shop.injector.get(TOKENS.sessionState).update((state) => ({ ...state, registration: null }));

    await renderScreen(<OtpScreen />, shop, "/register/otp");
    await typeInto(await screen.findByRole("textbox", { name: "Verification code" }), "000000");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("group", { name: "There is a problem" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Send a new code" }));
    await waitFor(() =>
      expect(screen.getByRole("status", { name: "" }).textContent ?? "").toMatch(/We sent a new code to .+500000045/),
    );
    expect(screen.queryByRole("group", { name: "There is a problem" })).toBeNull();
    const field = screen.getByRole("textbox", { name: "Verification code" });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue("");
    expect(field).not.toHaveAttribute("aria-invalid", "true");
  });

  it("tells a visitor without a pending sign-up to start again", async () => {
    await renderScreen(<OtpScreen />, screenShop(), "/register/otp");
    expect(screen.getByText(/no phone number waiting/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to registration" })).toHaveAttribute("href", "/register");
  });
});
