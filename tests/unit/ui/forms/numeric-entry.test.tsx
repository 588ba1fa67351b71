// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { NumericMode } from "@/domain/validation/numeric-input";
import { TextField } from "@/ui/components/text-field";
import { useNumericEntry } from "@/ui/forms/numeric-entry";
import { renderWithI18n } from "../components/render";

function Field({ mode, hint }: { readonly mode?: NumericMode; readonly hint?: string }) {
  const [value, setValue] = useState("");
  const entry = useNumericEntry(mode);
  return (
    <TextField label="Number" value={value} onChange={(text) => setValue(entry.take(text))} description={entry.describe(hint)} />
  );
}

const DIGITS = "Only digits go in this field. The other characters you typed were left out.";

describe("useNumericEntry: SPEC §5 numeric input, never silently", () => {
  it("keeps the digits, says what was left out while it was, and keeps the field's own hint", async () => {
    const user = userEvent.setup();
    await renderWithI18n(<Field hint="Digits only, without the country code." />);
    const field = screen.getByRole("textbox", { name: "Number" });
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("");
    await user.type(field, "12a");
    expect(field).toHaveValue("12");
    expect(status).toHaveTextContent(DIGITS);
    expect(field).toHaveAccessibleDescription(`Digits only, without the country code. ${DIGITS}`);
    await user.type(field, "3");
    expect(field).toHaveValue("123");
    expect(status).toHaveTextContent("");
  });

  it("says nothing for Arabic-Indic digits, which are digits", async () => {
    const user = userEvent.setup();
    await renderWithI18n(<Field />);
    await user.type(screen.getByRole("textbox", { name: "Number" }), "٥٠١");
    expect(screen.getByRole("textbox", { name: "Number" })).toHaveValue("501");
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("a pasted number with its calling code and spaces: the digits kept, and the note", async () => {
    const user = userEvent.setup();
    await renderWithI18n(<Field />);
    const field = screen.getByRole("textbox", { name: "Number" });
    await user.click(field);
    await user.paste("+971 50 123 4567");
    expect(field).toHaveValue("971501234567");
    expect(screen.getByRole("status")).toHaveTextContent(DIGITS);
  });

  it("in decimal mode, one point is kept and a second is left out, said in the page's language", async () => {
    const user = userEvent.setup();
    await renderWithI18n(<Field mode="decimal" />, "ar");
    const field = screen.getByRole("textbox", { name: "Number" });
    await user.type(field, "10.5");
    expect(screen.getByRole("status")).toHaveTextContent("");
    await user.type(field, ".");
    expect(field).toHaveValue("10.5");
    expect(screen.getByRole("status")).toHaveTextContent("هذا الحقل للأرقام وفاصلة عشرية واحدة فقط. تُرك ما كتبته من رموز أخرى.");
  });
});
