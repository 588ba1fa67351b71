// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DeleteAccountForm } from "@/ui/features/account/delete-account-form";
import { renderWithI18n } from "../../components/render";
import { typeInto } from "./type-into";
import { description } from "./describe";

// Component tests render the whole kit in jsdom; on a busy 2-core machine 5 s is too tight.
vi.setConfig({ testTimeout: 30_000 });

describe("DeleteAccountForm (SPEC §2 /delete-account: explicit confirmation)", () => {
  it("asks for the word and the password before anything else", async () => {
    const onDelete = vi.fn(async () => undefined);
    await renderWithI18n(<DeleteAccountForm onDelete={onDelete} />);
    await typeInto(screen.getByRole("textbox", { name: "Type DELETE to confirm" }), "delete");
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    expect(description(screen.getByRole("textbox", { name: "Type DELETE to confirm" }))).toContain("Type DELETE exactly");
    expect(description(screen.getByLabelText("Your password", { selector: "input" }))).toContain("Please enter password");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it("deletes only after the dialog is confirmed; Cancel deletes nothing", async () => {
    const onDelete = vi.fn(async () => undefined);
    await renderWithI18n(<DeleteAccountForm onDelete={onDelete} />);
    await typeInto(screen.getByRole("textbox", { name: "Type DELETE to confirm" }), "DELETE");
    await typeInto(screen.getByLabelText("Your password", { selector: "input" }), "Demo@1234");
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    expect(screen.getByRole("alertdialog", { name: "Delete your account?" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Yes, delete it" }));
    expect(onDelete).toHaveBeenCalledWith("Demo@1234");
  });

  it("shows a wrong password beside the field", async () => {
    await renderWithI18n(
      <DeleteAccountForm onDelete={async () => ({ fieldErrors: { password: "The password is incorrect." } })} />,
    );
    await typeInto(screen.getByRole("textbox", { name: "Type DELETE to confirm" }), "DELETE");
    const password = screen.getByLabelText("Your password", { selector: "input" });
    await typeInto(password, "nope");
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    await userEvent.click(screen.getByRole("button", { name: "Yes, delete it" }));
    await waitFor(() => expect(description(password)).toContain("The password is incorrect."));
  });

  it("uses the word of the user's language", async () => {
    await renderWithI18n(<DeleteAccountForm onDelete={vi.fn()} />, "id");
    expect(screen.getByRole("textbox", { name: "Ketik HAPUS untuk mengonfirmasi" })).toBeInTheDocument();
  });
});
