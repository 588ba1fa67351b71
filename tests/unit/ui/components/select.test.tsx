// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LanguageSwitcher } from "@/ui/components/layout/language-switcher";
import { Select } from "@/ui/components/select";
import { renderWithI18n } from "./render";

const COUNTRIES = [
  { id: "ae", label: "United Arab Emirates" },
  { id: "id", label: "Indonesia" },
];

describe("Select", () => {
  it.each([
    ["en", "Select an option"],
    ["ar", "اختر خيارًا"],
    ["id", "Pilih salah satu"],
  ] as const)("in %s shows our translated placeholder (react-aria has no Indonesian)", async (locale, placeholder) => {
    await renderWithI18n(<Select label="Country" options={COUNTRIES} />, locale);
    expect(screen.getByRole("button", { name: new RegExp(placeholder) })).toBeInTheDocument();
  });

  it("opens a listbox and reports the chosen option", async () => {
    const onChange = vi.fn();
    await renderWithI18n(<Select label="Country" options={COUNTRIES} onChange={onChange} />);
    await userEvent.click(screen.getByRole("button", { name: /Country/ }));
    const listbox = screen.getByRole("listbox");
    await userEvent.click(within(listbox).getByRole("option", { name: "Indonesia" }));
    expect(onChange).toHaveBeenCalledWith("id");
    expect(screen.getByRole("button", { name: /Indonesia/ })).toBeInTheDocument();
  });

  it("shows an error next to the field", async () => {
    await renderWithI18n(<Select label="Country" options={COUNTRIES} errorMessage="Please select country code" />);
    expect(screen.getByText("Please select country code")).toBeVisible();
  });
});

describe("LanguageSwitcher", () => {
  it("offers each language in its own name and script, marked with its lang, in Arabic too", async () => {
    await renderWithI18n(<LanguageSwitcher locale="ar" onChange={() => undefined} />, "ar");
    const select = screen.getByRole("combobox", { name: "اللغة" });
    const options = within(select).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["English", "العربية", "Bahasa Indonesia"]);
    expect(options[2]).toHaveAttribute("lang", "id-ID");
    expect(select).toHaveValue("ar");
    expect((options[1] as HTMLOptionElement).selected).toBe(true);
  });

  it("reports a different language only", async () => {
    const onChange = vi.fn();
    await renderWithI18n(<LanguageSwitcher locale="en" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Language" }), "Bahasa Indonesia");
    expect(onChange).toHaveBeenCalledExactlyOnceWith("id");
  });
});
