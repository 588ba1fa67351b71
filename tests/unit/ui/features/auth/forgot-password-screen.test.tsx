// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { sandboxServer } from "@mocks/node";
import { DEMO_USER, SANDBOX_OTP } from "@mocks/seed";
import { isolatedText } from "@/ui/components/bidi";
import { ForgotPasswordScreen } from "@/ui/features/auth/forgot-password-screen";
import arAccount from "@/ui/i18n/ar/account";
import enAccount from "@/ui/i18n/en/account";
import { renderScreen, screenShop, useSandbox } from "../account/screen-harness";
import { typeInto } from "../account/type-into";

vi.setConfig({ testTimeout: 30_000 });
useSandbox();

const API = "https://api.lotto.test/api";
const WRONG_CODE = "654321";
const NEW_PASSWORD = "Newpass@123";

/** Phone, a code, then the new password twice and Reset, in the language's own words. */
async function resetWith(account: typeof enAccount, code: string): Promise<void> {
  const user = userEvent.setup();
  await typeInto(screen.getByRole("textbox", { name: account.phone.number }), DEMO_USER.phone);
  await user.click(screen.getByRole("button", { name: account.forgot.sendCode }));
  await typeInto(await screen.findByRole("textbox", { name: account.otp.label }), code);
  await user.click(screen.getByRole("button", { name: account.forgot.next }));
  await typeInto(await screen.findByLabelText(account.forgot.newPassword, { selector: "input" }), NEW_PASSWORD);
  await typeInto(screen.getByLabelText(account.forgot.confirmPassword, { selector: "input" }), NEW_PASSWORD);
  await user.click(screen.getByRole("button", { name: account.forgot.submit }));
}

describe("ForgotPasswordScreen: a refused code (the sandbox's 422 on otp)", () => {
  it("shows the server's English words isolated in an Arabic page, back at the code step, the password kept", async () => {
    await renderScreen(<ForgotPasswordScreen />, screenShop(), "/ar/forgot-password", "ar");
    await resetWith(arAccount as unknown as typeof enAccount, WRONG_CODE);
    const alert = await screen.findByRole("alert");
    // U+2068 … U+2069: the full stop stays at the end of the English sentence.
    expect(alert.textContent).toBe(isolatedText("The OTP is invalid or has expired."));
    expect(screen.getByRole("heading", { name: arAccount.forgot.stepOtp })).toBeInTheDocument();

    await typeInto(screen.getByRole("textbox", { name: arAccount.otp.label }), SANDBOX_OTP);
    await userEvent.click(screen.getByRole("button", { name: arAccount.forgot.next }));
    expect(await screen.findByLabelText(arAccount.forgot.newPassword, { selector: "input" })).toHaveValue(NEW_PASSWORD);
    expect(screen.getByLabelText(arAccount.forgot.confirmPassword, { selector: "input" })).toHaveValue(NEW_PASSWORD);
  });

  it("says the code is wrong in the page's language when the server names the field without words", async () => {
    sandboxServer.use(
      http.post(`${API}/auth/reset-password`, () => HttpResponse.json({ message: "", errors: { otp: [] } }, { status: 422 })),
    );
    await renderScreen(<ForgotPasswordScreen />, screenShop(), "/forgot-password");
    await resetWith(enAccount, WRONG_CODE);
    expect(await screen.findByRole("alert")).toHaveTextContent(enAccount.forgot.wrongCode);
    expect(screen.getByRole("heading", { name: enAccount.forgot.stepOtp })).toBeInTheDocument();
  });

  it("shows SPEC §8's 'Invalid input' for a blank message, in the page's language", async () => {
    sandboxServer.use(
      http.post(`${API}/auth/reset-password`, () => HttpResponse.json({ message: "", errors: { otp: [" "] } }, { status: 422 })),
    );
    await renderScreen(<ForgotPasswordScreen />, screenShop(), "/forgot-password");
    await resetWith(enAccount, WRONG_CODE);
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Invalid input$/);
    expect(screen.getByRole("heading", { name: enAccount.forgot.stepOtp })).toBeInTheDocument();
  });
});
