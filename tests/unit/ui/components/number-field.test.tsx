// @vitest-environment jsdom
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { NumberField } from "@/ui/components/number-field";
import { renderWithI18n } from "./render";

describe("NumberField", () => {
  it.each([
    ["en", "Increase", "Decrease"],
    ["ar", "زيادة", "إنقاص"],
    ["id", "Tambah", "Kurangi"],
  ] as const)("in %s names its stepper buttons from our dictionaries, with the field's label", async (locale, increase, decrease) => {
    await renderWithI18n(<NumberField label="Draws" defaultValue={1} />, locale);
    expect(screen.getByRole("button", { name: `${increase} Draws` })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: `${decrease} Draws` })).toBeInTheDocument();
  });

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

describe("NumberField (react-aria-components): keys, announcements, locale-aware parsing (issue 14)", () => {
  it.each([
    ["{ArrowUp}", 4],
    ["{ArrowDown}", 2],
    ["{Home}", 1],
    ["{End}", 10],
  ] as const)("%s from 3 goes to %i (1..10), as a spin button does", async (keys, expected) => {
    const onChange = vi.fn();
    await renderWithI18n(<NumberField label="Draws" defaultValue={3} minValue={1} maxValue={10} onChange={onChange} />);
    const input = screen.getByRole("textbox", { name: "Draws" });
    input.focus();
    await userEvent.keyboard(keys);
    expect(onChange).toHaveBeenLastCalledWith(expected);
    expect(input).toHaveValue(String(expected));
  });

  it("announces the new value while stepping", async () => {
    await renderWithI18n(<NumberField label="Draws" defaultValue={1} minValue={1} maxValue={10} />);
    screen.getByRole("textbox", { name: "Draws" }).focus();
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    await waitFor(() => expect(document.querySelector("[data-live-announcer]")?.textContent).toContain("3"));
  });

  it.each([
    ["Latin", "7", 7],
    ["Arabic-Indic", "٧", 7],
    ["Eastern Arabic-Indic", "۷", 7],
    ["full-width", "７", 7],
    ["above the maximum, clamped", "١٢", 10],
  ] as const)("typed %s digits are read when focus leaves", async (_digits, typed, expected) => {
    const onChange = vi.fn();
    await renderWithI18n(<NumberField label="Draws" defaultValue={1} minValue={1} maxValue={10} onChange={onChange} />);
    const input = screen.getByRole("textbox", { name: "Draws" });
    await userEvent.clear(input);
    await userEvent.type(input, typed);
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(expected);
    expect(input).toHaveValue(String(expected));
  });

  it("in Arabic reads the digits the page shows", async () => {
    const onChange = vi.fn();
    await renderWithI18n(<NumberField label="السحوبات" defaultValue={1} minValue={1} maxValue={10} onChange={onChange} />, "ar");
    const input = screen.getByRole("textbox", { name: "السحوبات" });
    await userEvent.clear(input);
    await userEvent.type(input, "٥");
    await userEvent.keyboard("{Enter}");
    expect(onChange).toHaveBeenLastCalledWith(5);
  });

  it("ignores letters and keeps the last number", async () => {
    const onChange = vi.fn();
    await renderWithI18n(<NumberField label="Draws" defaultValue={4} minValue={1} maxValue={10} onChange={onChange} />);
    const input = screen.getByRole("textbox", { name: "Draws" });
    await userEvent.type(input, "x");
    await userEvent.tab();
    expect(input).toHaveValue("4");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("holding a stepper keeps stepping (press-and-hold)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
      const onChange = vi.fn();
      await renderWithI18n(<NumberField label="Draws" defaultValue={1} minValue={1} maxValue={10} onChange={onChange} />);
      const increase = screen.getByRole("button", { name: "Increase Draws" });
      await user.pointer({ keys: "[MouseLeft>]", target: increase });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_000);
      });
      await user.pointer({ keys: "[/MouseLeft]", target: increase });
      // One step on the press, and more while it is held (react-aria: from 400 ms on), with one press.
      expect(onChange.mock.calls.length).toBeGreaterThanOrEqual(2);
      expect(onChange).toHaveBeenNthCalledWith(2, 3);
    } finally {
      vi.useRealTimers();
    }
  });
});
