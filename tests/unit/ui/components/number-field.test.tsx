// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { NumberField } from "@/ui/components/number-field";
import { renderWithI18n } from "./render";

describe("NumberField", () => {
  it.each([
    ["en", "Increase", "Decrease"],
    ["ar", "زيادة", "إنقاص"],
    ["id", "Tambah", "Kurangi"],
  ] as const)(
    "in %s names its stepper buttons from our dictionaries, with the field's label",
    async (locale, increase, decrease) => {
      await renderWithI18n(<NumberField label="Draws" defaultValue={1} />, locale);
      expect(screen.getByRole("button", { name: `${increase} Draws` })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: `${decrease} Draws` })).toBeInTheDocument();
    },
  );

  it("steps within its bounds", async () => {
    const onChange = vi.fn();
    await renderWithI18n(<NumberField label="Draws" defaultValue={1} minValue={1} maxValue={2} onChange={onChange} />);
    await userEvent.click(screen.getByRole("button", { name: "Increase Draws" }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole("button", { name: "Increase Draws" })).toBeDisabled();
    expect(screen.getByRole("textbox", { name: "Draws" })).toHaveValue("2");
  });
});

describe("NumberField's spoken role", () => {
  it.each([
    ["en", "Number field"],
    ["id", "Kolom angka"],
  ] as const)("is translated in %s", async (locale, role) => {
    await renderWithI18n(<NumberField label="Draws" defaultValue={1} />, locale);
    expect(screen.getByRole("textbox", { name: "Draws" })).toHaveAttribute("aria-roledescription", role);
  });
});
