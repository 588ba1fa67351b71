// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PasswordField } from "@/ui/components/password-field";
import { TextField } from "@/ui/components/text-field";
import { renderWithI18n } from "./render";

describe("TextField", () => {
  it.each([
    ["a phone number", { inputMode: "tel" }],
    ["an e-mail address (keyboard)", { inputMode: "email" }],
    ["an e-mail address (type)", { type: "email" }],
    ["digits", { inputMode: "numeric" }],
    ["an amount", { inputMode: "decimal" }],
    ["a web address", { type: "url" }],
  ] as const)("%s reads left to right in any page: dir=ltr", async (_name, props) => {
    await renderWithI18n(<TextField label="Field" {...props} />, "ar");
    expect(screen.getByRole("textbox", { name: "Field" })).toHaveAttribute("dir", "ltr");
  });

  it("a free text takes its first letter's direction as the player types", async () => {
    await renderWithI18n(<TextField label="Name" />, "ar");
    const input = screen.getByRole("textbox", { name: "Name" });
    expect(input, "empty: the page's direction").not.toHaveAttribute("dir");
    await userEvent.type(input, "12 ");
    expect(input, "digits are not letters").not.toHaveAttribute("dir");
    await userEvent.type(input, "Main St.");
    expect(input).toHaveAttribute("dir", "ltr");
    await userEvent.clear(input);
    await userEvent.type(input, "شارع 12");
    expect(input).toHaveAttribute("dir", "rtl");
  });

  it("an empty free text keeps the page's direction; a code the keyboard cannot tell sets dir itself", async () => {
    await renderWithI18n(
      <>
        <TextField label="Name" autoComplete="name" />
        <TextField label="Code" dir="ltr" />
        <TextField label="Digits, but" inputMode="numeric" dir="auto" />
      </>,
      "ar",
    );
    expect(screen.getByRole("textbox", { name: "Name" })).not.toHaveAttribute("dir");
    expect(screen.getByRole("textbox", { name: "Code" })).toHaveAttribute("dir", "ltr");
    expect(screen.getByRole("textbox", { name: "Digits, but" })).toHaveAttribute("dir", "auto");
  });

  it("is a textbox named by its label, with its description", async () => {
    await renderWithI18n(<TextField label="Email" description="We send the receipt here" />);
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input).toHaveAccessibleDescription("We send the receipt here");
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("shows the error next to the field, marks it invalid and describes it (SPEC §5)", async () => {
    await renderWithI18n(<TextField label="Email" errorMessage="Please enter a valid email address" />);
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Please enter a valid email address");
    const error = screen.getByText("Please enter a valid email address");
    expect(error.closest("[aria-live=polite]")).not.toBeNull();
  });

  it("announces an error that appears later through a live region that was already there", async () => {
    const { rerender } = await renderWithI18n(<TextField label="Name" />);
    const region = screen.getByRole("textbox").closest(".ui-field")?.querySelector("[aria-live=polite]");
    expect(region).toBeEmptyDOMElement();
    rerender(<TextField label="Name" errorMessage="Name cannot exceed 100 characters" />);
    expect(region).toHaveTextContent("Name cannot exceed 100 characters");
  });

  it("treats an empty message as valid", async () => {
    await renderWithI18n(<TextField label="Name" errorMessage="" />);
    expect(screen.getByRole("textbox", { name: "Name" })).not.toHaveAttribute("aria-invalid");
  });
});

describe("PasswordField", () => {
  it.each([
    ["en", "Show password", "Hide password"],
    ["ar", "إظهار كلمة المرور", "إخفاء كلمة المرور"],
    ["id", "Tampilkan kata sandi", "Sembunyikan kata sandi"],
  ] as const)("in %s toggles visibility with a named button", async (locale, show, hide) => {
    const user = userEvent.setup();
    await renderWithI18n(<PasswordField label="Password" autoComplete="current-password" />, locale);
    const input = screen.getByLabelText("Password");
    expect(input).toHaveAttribute("type", "password");
    expect(input).toHaveAttribute("autocomplete", "current-password");
    await user.click(screen.getByRole("button", { name: show }));
    expect(input).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: hide }));
    expect(input).toHaveAttribute("type", "password");
  });

  it("shows its error", async () => {
    await renderWithI18n(<PasswordField label="Password" autoComplete="new-password" errorMessage="Please enter password" />);
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("Please enter password");
  });
});
