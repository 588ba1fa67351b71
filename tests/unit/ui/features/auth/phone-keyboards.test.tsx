// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { LoginForm } from "@/ui/features/auth/login-form";
import { NewPasswordForm } from "@/ui/features/auth/new-password-form";
import { OtpForm } from "@/ui/features/auth/otp-form";
import { PhoneForm } from "@/ui/features/auth/phone-form";
import { RegisterForm } from "@/ui/features/auth/register-form";
import { ContactForm } from "@/ui/features/content/contact-form";
import { AmountField } from "@/ui/features/wallet/amount-field";
import { renderWithI18n } from "../../components/render";

// Component tests render the whole kit in jsdom; on a busy 2-core machine 5 s is too tight.
vi.setConfig({ testTimeout: 20_000 });

const submit = vi.fn(async () => undefined);
const input = (name: string | RegExp) => screen.getByLabelText(name, { selector: "input" });

/** Issue 12: the keyboard a phone opens, what the browser may fill in, and what Enter says. */
describe("form fields on a phone: inputmode, autocomplete, enterkeyhint", () => {
  it("sign in: a telephone keypad for the national number, then the current password, Enter says go", async () => {
    await renderWithI18n(<LoginForm onSubmit={submit} />);
    expect(input("Phone number")).toHaveAttribute("inputmode", "tel");
    expect(input("Phone number")).toHaveAttribute("autocomplete", "tel-national");
    expect(input("Phone number")).toHaveAttribute("enterkeyhint", "next");
    expect(input("Password")).toHaveAttribute("autocomplete", "current-password");
    expect(input("Password")).toHaveAttribute("enterkeyhint", "go");
  });

  it("the one-time code: digits, filled from the SMS, Enter says go", async () => {
    await renderWithI18n(<OtpForm phone="+971 500000001" onSubmit={submit} />);
    const code = screen.getByRole("textbox");
    expect(code).toHaveAttribute("inputmode", "numeric");
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(code).toHaveAttribute("enterkeyhint", "go");
  });

  it("registration: the name, the phone, a new password", async () => {
    await renderWithI18n(<RegisterForm onSubmit={submit} />);
    expect(input("Full name")).toHaveAttribute("autocomplete", "name");
    expect(input("Full name")).toHaveAttribute("enterkeyhint", "next");
    expect(input("Phone number")).toHaveAttribute("inputmode", "tel");
    expect(input("Password")).toHaveAttribute("autocomplete", "new-password");
  });

  it("forgot password: the phone alone submits (go); the new password twice", async () => {
    const { unmount } = await renderWithI18n(<PhoneForm submitLabel="Send code" onSubmit={submit} />);
    expect(input("Phone number")).toHaveAttribute("enterkeyhint", "go");
    unmount();
    await renderWithI18n(<NewPasswordForm onSubmit={submit} />);
    const passwords = screen.getAllByLabelText(/password/i, { selector: "input" });
    expect(passwords.map((field) => field.getAttribute("autocomplete"))).toEqual(["new-password", "new-password"]);
    expect(passwords.map((field) => field.getAttribute("enterkeyhint"))).toEqual(["next", "go"]);
  });

  it("contact us: words capitalised for the name; the e-mail keyboard, no capitals and no spelling fixes for the address", async () => {
    await renderWithI18n(<ContactForm questionTypes={[{ id: 1, name: "Playing" }]} onSubmit={submit} />);
    expect(input("Your name")).toHaveAttribute("autocomplete", "name");
    expect(input("Your name")).toHaveAttribute("autocapitalize", "words");
    const email = input("Email");
    expect(email).toHaveAttribute("inputmode", "email");
    expect(email).toHaveAttribute("autocomplete", "email");
    expect(email).toHaveAttribute("autocapitalize", "none");
    expect(email).toHaveAttribute("spellcheck", "false");
    expect(input("Phone number")).toHaveAttribute("inputmode", "tel");
  });

  it("an amount: the decimal keypad", async () => {
    await renderWithI18n(<AmountField id="amount" value="" onChange={() => undefined} errorMessage={undefined} />);
    expect(screen.getByRole("textbox")).toHaveAttribute("inputmode", "decimal");
    expect(screen.getByRole("textbox")).toHaveAttribute("enterkeyhint", "done");
  });
});
