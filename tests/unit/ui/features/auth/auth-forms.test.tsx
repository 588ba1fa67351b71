// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LoginForm } from "@/ui/features/auth/login-form";
import { OtpForm } from "@/ui/features/auth/otp-form";
import { ResendCode } from "@/ui/features/auth/resend-code";
import { renderWithI18n } from "../../components/render";
import { typeInto } from "../account/type-into";
import { description } from "../account/describe";

// Component tests render the whole kit in jsdom; on a busy 2-core machine 5 s is too tight.
vi.setConfig({ testTimeout: 30_000 });

describe("OtpForm (SPEC §5 OTP messages)", () => {
  it.each([
    ["", "OTP must be exactly 6 digits"],
    ["12345", "OTP must be exactly 6 digits"],
    ["1234567", "OTP must be exactly 6 digits"],
    ["12a456", "OTP must contain only numbers"],
  ])("%j → %s", async (typed, message) => {
    const onSubmit = vi.fn(async () => undefined);
    await renderWithI18n(<OtpForm phone="+971 500000001" onSubmit={onSubmit} />);
    const field = screen.getByRole("textbox", { name: "Verification code" });
    if (typed !== "") await typeInto(field, typed);
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(description(field)).toContain(message);
    expect(field).toHaveValue(typed);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("names the phone the code went to and sends a valid code", async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderWithI18n(<OtpForm phone="+971 500000001" onSubmit={onSubmit} />);
    const field = screen.getByRole("textbox", { name: "Verification code" });
    expect(description(field)).toContain("+971 500000001");
    await typeInto(field, "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(onSubmit).toHaveBeenCalledWith("123456");
  });

  it("shows a wrong code's server message beside the field and keeps it", async () => {
    await renderWithI18n(
      <OtpForm phone="+971 5" onSubmit={async () => ({ fieldErrors: { otp: "The code is not correct." } })} />,
    );
    const field = screen.getByRole("textbox", { name: "Verification code" });
    await typeInto(field, "000000");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(description(field)).toContain("The code is not correct."));
    expect(field).toHaveValue("000000");
  });
});

describe("LoginForm (SPEC §5 'Please enter password')", () => {
  it("asks for the phone and the password beside their fields", async () => {
    await renderWithI18n(<LoginForm onSubmit={vi.fn(async () => undefined)} />);
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(description(screen.getByLabelText("Password", { selector: "input" }))).toContain("Please enter password");
    expect(description(screen.getByRole("textbox", { name: "Phone number" }))).toContain("Phone number is required");
  });

  it("keeps the phone and password when the server refuses them", async () => {
    const onSubmit = vi.fn(async () => ({ fieldErrors: { password: "The phone number or password is incorrect." } }));
    await renderWithI18n(<LoginForm onSubmit={onSubmit} />);
    await typeInto(screen.getByRole("textbox", { name: "Phone number" }), "501234567");
    const password = screen.getByLabelText("Password", { selector: "input" });
    await typeInto(password, "wrong");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(onSubmit).toHaveBeenCalledWith({ countryCode: "+971", phone: "501234567", password: "wrong" });
    await waitFor(() => expect(description(password)).toContain("The phone number or password is incorrect."));
    expect(password).toHaveValue("wrong");
  });
});

describe("ResendCode (SPEC §9: a new code after 120 s, server retry_after honoured)", () => {
  it("counts down, then offers the button; a retry_after restarts the countdown", async () => {
    let time = 0;
    const onResend = vi.fn(async () => ({ sent: false as const, waitSeconds: 30, message: "Please wait 30 seconds." }));
    await renderWithI18n(<ResendCode waitSeconds={0} onResend={onResend} sentMessage="sent" now={() => time} />);
    await userEvent.click(screen.getByRole("button", { name: "Send a new code" }));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole("status")).toHaveTextContent("Please wait 30 seconds.");
    expect(screen.queryByRole("button", { name: "Send a new code" })).not.toBeInTheDocument();
    // The button gave way to the countdown: focus is on the refusal, not on the page's start.
    expect(screen.getByRole("status")).toHaveFocus();
    expect(screen.getByRole("timer")).toHaveAccessibleName("Time remaining: 30 seconds");
    time = 31_000;
    await waitFor(() => expect(screen.getByRole("button", { name: "Send a new code" })).toBeInTheDocument(), { timeout: 2500 });
  });

  it("starts with the countdown when a wait is due", async () => {
    await renderWithI18n(<ResendCode waitSeconds={120} onResend={vi.fn()} sentMessage="sent" now={() => 0} />);
    expect(screen.getByRole("timer")).toHaveAccessibleName("Time remaining: 2 minutes, 0 seconds");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
