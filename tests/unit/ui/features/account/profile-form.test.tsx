// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ProfileFormValues } from "@/application/account/profile-update";
import { ProfileForm } from "@/ui/features/account/profile-form";
import { renderWithI18n, renderWithRouter } from "../../components/render";
import { description } from "./describe";
import { typeInto } from "./type-into";

vi.setConfig({ testTimeout: 30_000 });

const empty: ProfileFormValues = {
  fullName: "",
  countryResidence: "",
  nationality: "",
  email: "",
  birthDay: "",
  birthMonth: "",
  birthYear: "",
  gender: "",
  addressLine1: "",
  addressLine2: "",
  city: "",
  state: "",
  zipCode: "",
  addressCountry: "",
};
const filled: ProfileFormValues = { ...empty, fullName: "Layla Haddad", countryResidence: "AE", nationality: "JO" };

const select = (name: string) => screen.getByRole("button", { name: new RegExp(name) });

describe("ProfileForm (SPEC §3 profile form, §5 profile messages)", () => {
  it("shows the required messages beside their fields", async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderWithI18n(
      <ProfileForm initial={empty} phone="+971 501234567" emailVerified currentYear={2030} onSubmit={onSubmit} />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Save details" }));
    expect(description(screen.getByRole("textbox", { name: "Full name" }))).toContain("Full name is required");
    expect(description(select("Country of residence"))).toContain("Country of residence is required");
    expect(description(select("Nationality"))).toContain("Nationality is required");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ["sara@", "Incorrect email format"],
    ["sara example.com", "Incorrect email format"],
  ])("email %j → %s", async (email, message) => {
    await renderWithI18n(<ProfileForm initial={filled} phone="+971 5" emailVerified currentYear={2030} onSubmit={vi.fn()} />);
    const field = screen.getByRole("textbox", { name: "Email" });
    await typeInto(field, email);
    await userEvent.click(screen.getByRole("button", { name: "Save details" }));
    expect(description(field)).toContain(message);
  });

  it("accepts an empty email and sends the form", async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderWithI18n(<ProfileForm initial={filled} phone="+971 5" emailVerified currentYear={2030} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole("button", { name: "Save details" }));
    expect(onSubmit).toHaveBeenCalledWith(filled);
    expect(await screen.findByText("Your changes are saved.")).toBeInTheDocument();
  });

  it.each([
    [{ birthDay: "31", birthMonth: "2", birthYear: "1990" }, "This date does not exist"],
    [{ birthDay: "12", birthMonth: "", birthYear: "1990" }, "Please choose the day, month and year"],
  ])("date of birth %j → %s", async (parts, message) => {
    await renderWithI18n(
      <ProfileForm initial={{ ...filled, ...parts }} phone="+971 5" emailVerified currentYear={2030} onSubmit={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Save details" }));
    const group = screen.getByRole("group", { name: "Date of birth" });
    expect(description(within(group).getByRole("button", { name: /Day/ }))).toContain(message);
  });

  it("shows the phone read-only and the server's message beside the email, keeping the values", async () => {
    await renderWithI18n(
      <ProfileForm
        initial={filled}
        phone="+971 501234567"
        emailVerified
        currentYear={2030}
        onSubmit={async () => ({ fieldErrors: { email: "This email is taken." } })}
      />,
    );
    expect(screen.getByRole("textbox", { name: "Phone number" })).toHaveAttribute("readonly");
    const email = screen.getByRole("textbox", { name: "Email" });
    await typeInto(email, "taken@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Save details" }));
    await waitFor(() => expect(description(email)).toContain("This email is taken."));
    expect(email).toHaveValue("taken@example.com");
    expect(screen.getByRole("textbox", { name: "Full name" })).toHaveValue("Layla Haddad");
  });

  it("offers to confirm an unconfirmed email", async () => {
    await renderWithRouter(
      <ProfileForm
        initial={{ ...filled, email: "a@b.co" }}
        phone="+971 5"
        emailVerified={false}
        currentYear={2030}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByRole("link", { name: "Confirm email" })).toHaveAttribute("href", "/email-confirmation");
  });
});
