// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { carriedPhone } from "@/ui/features/auth/carried-phone";
import { ForgotPasswordScreen } from "@/ui/features/auth/forgot-password-screen";
import { LoginScreen } from "@/ui/features/auth/login-screen";
import { RegisterScreen } from "@/ui/features/auth/register-screen";
import { renderScreen, screenShop, useSandbox } from "../account/screen-harness";
import { typeInto } from "../account/type-into";

vi.setConfig({ testTimeout: 30_000 });
useSandbox();

describe("carriedPhone: what a history entry may hand to the account forms", () => {
  it.each([
    [
      { callingCode: "+971", phone: "501234567" },
      { callingCode: "+971", phone: "501234567" },
    ],
    [
      { callingCode: "+62", phone: "" },
      { callingCode: "+62", phone: "" },
    ],
    [
      { callingCode: "+971", phone: "501234567", extra: 1 },
      { callingCode: "+971", phone: "501234567" },
    ],
    [{ callingCode: "+999", phone: "501234567" }, undefined],
    [{ callingCode: "+971", phone: "50-123" }, undefined],
    [{ callingCode: "+971", phone: "1234567890123456" }, undefined],
    [{ callingCode: "+971", phone: 501234567 }, undefined],
    [{ phone: "501234567" }, undefined],
    ["+971501234567", undefined],
    [null, undefined],
    [undefined, undefined],
  ])("%j → %j", (state, phone) => {
    expect(carriedPhone(state)).toEqual(phone);
  });
});

describe("the phone typed on one account form is on the next one the player opens", () => {
  const pages = { "/register": <RegisterScreen />, "/forgot-password": <ForgotPasswordScreen />, "/login": <LoginScreen /> };

  it("sign-in → Create an account → Sign in, with the calling code chosen and the number as changed", async () => {
    await renderScreen(<LoginScreen />, screenShop(), "/login", "en", pages);
    await userEvent.click(screen.getByRole("button", { name: /Country code/ }));
    await userEvent.click(await screen.findByRole("option", { name: /\+62/ }));
    await typeInto(screen.getByRole("textbox", { name: "Phone number" }), "8123456789");
    await userEvent.click(screen.getByRole("link", { name: "Create an account" }));

    expect(await screen.findByRole("textbox", { name: "Full name" })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: "Phone number" })).toHaveValue("8123456789");
    expect(screen.getByRole("button", { name: /Country code/ })).toHaveTextContent("+62");
    await typeInto(screen.getByRole("textbox", { name: "Phone number" }), "0");
    await userEvent.click(screen.getByRole("link", { name: "Sign in" }));

    expect(await screen.findByRole("link", { name: "Create an account" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Phone number" })).toHaveValue("81234567890");
    expect(screen.getByRole("button", { name: /Country code/ })).toHaveTextContent("+62");
  });

  it("sign-in → Forgot your password?", async () => {
    await renderScreen(<LoginScreen />, screenShop(), "/login", "en", pages);
    await typeInto(screen.getByRole("textbox", { name: "Phone number" }), "501234567");
    await userEvent.click(screen.getByRole("link", { name: "Forgot your password?" }));
    expect(await screen.findByRole("button", { name: "Send code" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Phone number" })).toHaveValue("501234567");
  });

  it("a page opened without a carried phone starts empty", async () => {
    await renderScreen(<RegisterScreen />, screenShop(), "/register", "en", pages);
    expect(screen.getByRole("textbox", { name: "Phone number" })).toHaveValue("");
    await userEvent.click(screen.getByRole("link", { name: "Sign in" }));
    expect(await screen.findByRole("link", { name: "Create an account" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Phone number" })).toHaveValue("");
  });
});
