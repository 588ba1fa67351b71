// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { LoginForm } from "@/ui/features/auth/login-form";
import { OtpForm } from "@/ui/features/auth/otp-form";
import { ContactForm } from "@/ui/features/content/contact-form";
import { AmountField } from "@/ui/features/wallet/amount-field";
import type { AppLocale } from "@/ui/i18n/locale";
import { renderWithI18n } from "../components/render";
import { description } from "./account/describe";
import { typeInto } from "./account/type-into";

// Component tests render the whole kit in jsdom; on a busy 2-core machine 5 s is too tight.
vi.setConfig({ testTimeout: 30_000 });

/** SPEC §5 numeric input as the fields pass it on: what a player types → what the app gets. */
describe("fields pass digits of every system on as 0–9 (SPEC §5)", () => {
  it.each([["١٢٣٤٥٦"], ["۱۲۳۴۵۶"], ["１２３４５６"], [" 12٣4۵６ "]])("OTP typed as %j is sent as 123456", async (typed) => {
    const onSubmit = vi.fn(async () => undefined);
    await renderWithI18n(<OtpForm phone="+971 500000001" onSubmit={onSubmit} />);
    await typeInto(screen.getByRole("textbox", { name: "Verification code" }), typed);
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(onSubmit).toHaveBeenCalledWith("123456");
  });

  it("sign-in sends the phone in 0–9 and refuses a password of only spaces", async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderWithI18n(<LoginForm onSubmit={onSubmit} />);
    const phone = screen.getByRole("textbox", { name: "Phone number" });
    const password = screen.getByLabelText("Password", { selector: "input" });
    await typeInto(phone, "٥٠١٢٣٤٥٦٧");
    expect(phone).toHaveValue("501234567");
    await typeInto(password, "    ");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(description(password)).toContain("Please enter password");
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(password);
    await typeInto(password, " secret ");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ phone: "501234567", password: " secret " }));
  });

  it("the contact form sends a phone typed in Persian digits as 0–9 and counts characters, not UTF-16 units", async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderWithI18n(<ContactForm questionTypes={[{ id: 1, name: "Playing" }]} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole("button", { name: /Question type/ }));
    await userEvent.click(screen.getByRole("option", { name: "Playing" }));
    await typeInto(screen.getByRole("textbox", { name: "Your name" }), "سارة علي");
    await typeInto(screen.getByRole("textbox", { name: "Email" }), "sara@example.com");
    await typeInto(screen.getByRole("textbox", { name: "Phone number" }), "۰۵۰ ۱۲۳ ۴۵۶۷");
    const message = screen.getByRole("textbox", { name: "Your message" });
    await typeInto(message, "😀".repeat(1000));
    expect(description(message)).toContain("1000");
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: "سارة علي", phone_number: "0501234567", content: "😀".repeat(1000) }),
    );
  });

  /** The wallet forms hold the amount's text in state; this holder does the same. */
  function Amount({ onValue }: { readonly onValue: (value: string) => void }) {
    const [value, setValue] = useState("");
    return (
      <AmountField
        id="amount"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
        errorMessage={undefined}
      />
    );
  }

  it.each([
    ["ar", "١٢٫٥٠", "12.50"],
    ["ar", "١٬٢٣٤٫٥", "1234.5"],
    ["ar", "۱۲٫۵", "12.5"],
    ["en", "１２．５", "12.5"],
    ["en", "1,234.50", "1234.50"],
    ["id", "12,50", "12.50"],
    ["id", "١٢,٥", "12.5"],
  ] as const)("wallet amount in %s: %j is kept as %j", async (locale, typed, kept) => {
    const onValue = vi.fn();
    await renderWithI18n(<Amount onValue={onValue} />, locale as AppLocale);
    const field = screen.getByRole("textbox");
    await typeInto(field, typed);
    expect(field).toHaveValue(kept);
    expect(onValue).toHaveBeenLastCalledWith(kept);
  });
});
