// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { NumericTextField } from "@/ui/components/numeric-text-field";
import { renderWithI18n } from "./render";

describe("NumericTextField (SPEC §5: digits only, optional single decimal point)", () => {
  it.each([
    ["integer", "123", "123"],
    ["integer", "12a3", "123"],
    ["integer", "1.5", "15"],
    ["integer", "-42", "42"],
    ["integer", "+971 50", "97150"],
    ["integer", "١٢٣", ""],
    ["decimal", "1.5", "1.5"],
    ["decimal", "1.5.2", "1.52"],
    ["decimal", ".5", ".5"],
    ["decimal", "12,50", "1250"],
    ["decimal", "abc", ""],
  ] as const)("in %s mode, typing %j keeps %j", async (mode, typed, kept) => {
    const onChange = vi.fn();
    await renderWithI18n(<NumericTextField label="Amount" mode={mode} onChange={onChange} />);
    const input = screen.getByRole("textbox", { name: "Amount" });
    await userEvent.type(input, typed);
    expect(input).toHaveValue(kept);
    if (kept !== "") expect(onChange).toHaveBeenLastCalledWith(kept);
  });

  it("filters pasted text too", async () => {
    await renderWithI18n(<NumericTextField label="OTP" />);
    const input = screen.getByRole("textbox", { name: "OTP" });
    await userEvent.click(input);
    await userEvent.paste("12-34 56");
    expect(input).toHaveValue("123456");
  });

  it.each([
    ["integer", "numeric"],
    ["decimal", "decimal"],
  ] as const)("asks for the %s keyboard on phones", async (mode, inputMode) => {
    await renderWithI18n(<NumericTextField label="Amount" mode={mode} />);
    expect(screen.getByRole("textbox", { name: "Amount" })).toHaveAttribute("inputmode", inputMode);
  });

  it("works controlled, and cleans a value given from outside", async () => {
    function Controlled() {
      const [value, setValue] = useState("12x");
      return <NumericTextField label="Phone" value={value} onChange={setValue} />;
    }
    await renderWithI18n(<Controlled />);
    const input = screen.getByRole("textbox", { name: "Phone" });
    expect(input).toHaveValue("12");
    await userEvent.type(input, "3b4");
    expect(input).toHaveValue("1234");
  });

  it("shows its error message", async () => {
    await renderWithI18n(<NumericTextField label="OTP" errorMessage="OTP must be exactly 6 digits" />);
    expect(screen.getByRole("textbox", { name: "OTP" })).toHaveAccessibleDescription("OTP must be exactly 6 digits");
  });
});
