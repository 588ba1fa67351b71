// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ChangePasswordForm } from "@/ui/features/account/change-password-form";
import { renderWithI18n } from "../../components/render";
import { description } from "./describe";
import { typeInto } from "./type-into";

// Component tests render the whole kit in jsdom; on a busy 2-core machine 5 s is too tight.
vi.setConfig({ testTimeout: 30_000 });

const fields = () => ({
  current: screen.getByLabelText("Current password", { selector: "input" }),
  next: screen.getByLabelText("New password", { selector: "input" }),
  confirm: screen.getByLabelText("Confirm new password", { selector: "input" }),
});

const fill = async (current: string, next: string, confirm: string) => {
  const f = fields();
  if (current !== "") await typeInto(f.current, current);
  if (next !== "") await typeInto(f.next, next);
  if (confirm !== "") await typeInto(f.confirm, confirm);
  await userEvent.click(screen.getByRole("button", { name: "Change password" }));
};

describe("ChangePasswordForm (SPEC §5 change password)", () => {
  it.each([
    ["Old@12345", "New@12345", "New@54321", "confirm", "Passwords are not the same"],
    ["Old@12345", "Old@12345", "Old@12345", "next", "New password must be different from current password"],
    ["Old@12345", "short", "short", "next", "Password must be between 8 and 30 characters long"],
    ["", "New@12345", "New@12345", "current", "Please enter password"],
  ] as const)("%s / %s / %s → %s on %s", async (current, next, confirm, field, message) => {
    const onSubmit = vi.fn(async () => undefined);
    await renderWithI18n(<ChangePasswordForm onSubmit={onSubmit} />);
    await fill(current, next, confirm);
    expect(description(fields()[field])).toContain(message);
    expect(fields()[field]).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says a confirmation that does not match at once, beside the new password's own rule", async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderWithI18n(<ChangePasswordForm onSubmit={onSubmit} />);
    await fill("Old@12345", "short", "shorter");
    expect(description(fields().next)).toContain("Password must be between 8 and 30 characters long");
    expect(description(fields().confirm)).toContain("Passwords are not the same");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("changes the password, says so and empties the fields", async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderWithI18n(<ChangePasswordForm onSubmit={onSubmit} />);
    await fill("Old@12345", "New@12345", "New@12345");
    expect(onSubmit).toHaveBeenCalledWith({
      currentPassword: "Old@12345",
      newPassword: "New@12345",
      confirmPassword: "New@12345",
    });
    expect(await screen.findByText("Your password has been changed.")).toBeInTheDocument();
    expect(fields().current).toHaveValue("");
  });

  it("shows a wrong current password beside it and keeps what was typed", async () => {
    await renderWithI18n(
      <ChangePasswordForm onSubmit={async () => ({ fieldErrors: { currentPassword: "The current password is incorrect." } })} />,
    );
    await fill("Bad@12345", "New@12345", "New@12345");
    await waitFor(() => expect(description(fields().current)).toContain("The current password is incorrect."));
    expect(fields().next).toHaveValue("New@12345");
  });
});
