// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type ForgotPasswordActions, ForgotPasswordFlow } from "@/ui/features/auth/forgot-password-flow";
import { renderWithRouter } from "../../components/render";
import { description } from "../account/describe";
import { typeInto } from "../account/type-into";

vi.setConfig({ testTimeout: 30_000 });

const actions = (overrides: Partial<ForgotPasswordActions> = {}): ForgotPasswordActions => ({
  requestCode: vi.fn(async () => ({ sent: true as const, waitSeconds: 120 })),
  resend: vi.fn(async () => ({ sent: true as const, waitSeconds: 120 })),
  reset: vi.fn(async () => ({ done: true as const })),
  ...overrides,
});

const toPasswordStep = async () => {
  await typeInto(screen.getByRole("textbox", { name: "Phone number" }), "501234567");
  await userEvent.click(screen.getByRole("button", { name: "Send code" }));
  await typeInto(await screen.findByRole("textbox", { name: "Verification code" }), "123456");
  await userEvent.click(screen.getByRole("button", { name: "Continue" }));
  await screen.findByRole("heading", { name: "Step 3 of 3: your new password" });
};

/** Through to the new password, whose Reset the server answers with a wrong code: back on the code step. */
const refusedCode = async () => {
  await toPasswordStep();
  await typeInto(screen.getByLabelText("New password", { selector: "input" }), "New@12345");
  await typeInto(screen.getByLabelText("Confirm new password", { selector: "input" }), "New@12345");
  await userEvent.click(screen.getByRole("button", { name: "Reset password" }));
  await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("The code is not correct."));
};

describe("ForgotPasswordFlow (SPEC §2 /forgot-password: phone → OTP → new password)", () => {
  it("goes through the three steps, moving focus to each step's heading", async () => {
    const given = actions();
    await renderWithRouter(<ForgotPasswordFlow actions={given} />);
    await toPasswordStep();
    expect(screen.getByRole("heading", { name: "Step 3 of 3: your new password" })).toHaveFocus();
    await typeInto(screen.getByLabelText("New password", { selector: "input" }), "New@12345");
    await typeInto(screen.getByLabelText("Confirm new password", { selector: "input" }), "New@12345");
    await userEvent.click(screen.getByRole("button", { name: "Reset password" }));
    expect(given.requestCode).toHaveBeenCalledWith({ callingCode: "+971", phone: "501234567" });
    expect(given.reset).toHaveBeenCalledWith({ callingCode: "+971", phone: "501234567", otp: "123456", password: "New@12345" });
    expect(await screen.findByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  });

  it("says 'Password not match' beside the confirmation (SPEC §5)", async () => {
    const given = actions();
    await renderWithRouter(<ForgotPasswordFlow actions={given} />);
    await toPasswordStep();
    await typeInto(screen.getByLabelText("New password", { selector: "input" }), "New@12345");
    const confirm = screen.getByLabelText("Confirm new password", { selector: "input" });
    await typeInto(confirm, "New@1234");
    await userEvent.click(screen.getByRole("button", { name: "Reset password" }));
    expect(description(confirm)).toContain("Password not match");
    expect(given.reset).not.toHaveBeenCalled();
  });

  it("sends a wrong code back to the code step with the server's message", async () => {
    await renderWithRouter(
      <ForgotPasswordFlow actions={actions({ reset: async () => ({ done: false, wrongCode: "The code is not correct." }) })} />,
    );
    await refusedCode();
    expect(screen.getByRole("heading", { name: "Step 2 of 3: the code we sent" })).toBeInTheDocument();
  });

  it("after a wrong code the wait for a new one still runs from the code's sending: the countdown, not the button", async () => {
    await renderWithRouter(
      <ForgotPasswordFlow actions={actions({ reset: async () => ({ done: false, wrongCode: "The code is not correct." }) })} />,
    );
    await refusedCode();
    expect(screen.queryByRole("button", { name: "Send a new code" })).toBeNull();
    expect(screen.getByRole("timer")).toBeInTheDocument();
  });

  it("a new code after a wrong one takes the wrong code's notice away and puts focus in the code field", async () => {
    // The wait for a new code is over by the time the code is refused.
    const given = actions({
      requestCode: vi.fn(async () => ({ sent: true as const, waitSeconds: 0 })),
      reset: async () => ({ done: false, wrongCode: "The code is not correct." }),
    });
    await renderWithRouter(<ForgotPasswordFlow actions={given} />);
    await refusedCode();
    await userEvent.click(screen.getByRole("button", { name: "Send a new code" }));
    expect(given.resend).toHaveBeenCalledWith({ callingCode: "+971", phone: "501234567" });
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Verification code" })).toHaveFocus());
  });

  it("keeps the new password typed before a wrong code: after the next code, Reset sends it again", async () => {
    const reset = vi
      .fn<ForgotPasswordActions["reset"]>()
      .mockResolvedValueOnce({ done: false, wrongCode: "The code is not correct." })
      .mockResolvedValueOnce({ done: true });
    await renderWithRouter(<ForgotPasswordFlow actions={actions({ reset })} />);
    await toPasswordStep();
    await typeInto(screen.getByLabelText("New password", { selector: "input" }), "New@12345");
    await typeInto(screen.getByLabelText("Confirm new password", { selector: "input" }), "New@12345");
    await userEvent.click(screen.getByRole("button", { name: "Reset password" }));
    await typeInto(await screen.findByRole("textbox", { name: "Verification code" }), "654321");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByLabelText("New password", { selector: "input" })).toHaveValue("New@12345");
    expect(screen.getByLabelText("Confirm new password", { selector: "input" })).toHaveValue("New@12345");
    await userEvent.click(screen.getByRole("button", { name: "Reset password" }));
    expect(reset).toHaveBeenLastCalledWith({ callingCode: "+971", phone: "501234567", otp: "654321", password: "New@12345" });
    expect(await screen.findByRole("link", { name: "Sign in" })).toBeInTheDocument();
  });
});
