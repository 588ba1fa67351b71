// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Checkbox } from "@/ui/components/checkbox";
import { RadioGroup } from "@/ui/components/radio-group";
import { renderWithI18n } from "./render";

describe("Checkbox", () => {
  it("is a checkbox named by its label and toggles", async () => {
    const onChange = vi.fn();
    await renderWithI18n(<Checkbox onChange={onChange}>I accept the terms</Checkbox>);
    const box = screen.getByRole("checkbox", { name: "I accept the terms" });
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it("shows and describes its error (SPEC §5: accept must be true)", async () => {
    await renderWithI18n(
      <Checkbox errorMessage="Please accept the Terms & Conditions and Privacy Policy">I accept the terms</Checkbox>,
    );
    const box = screen.getByRole("checkbox", { name: "I accept the terms" });
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription("Please accept the Terms & Conditions and Privacy Policy");
  });
});

describe("RadioGroup", () => {
  const options = [
    { value: "balance", label: "Account balance" },
    { value: "card", label: "Card" },
  ];

  it("is a named radio group whose radios are named by their labels", async () => {
    const onChange = vi.fn();
    await renderWithI18n(<RadioGroup label="Payment method" options={options} onChange={onChange} />);
    expect(screen.getByRole("radiogroup", { name: "Payment method" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: "Card" }));
    expect(onChange).toHaveBeenCalledWith("card");
    expect(screen.getByRole("radio", { name: "Card" })).toBeChecked();
  });

  it("shows its error", async () => {
    await renderWithI18n(<RadioGroup label="Payment method" options={options} errorMessage="Invalid input" />);
    expect(screen.getByRole("radiogroup", { name: "Payment method" })).toHaveAccessibleDescription("Invalid input");
  });
});
