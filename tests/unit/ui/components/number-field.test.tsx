// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NumberField } from "@/ui/components/number-field";
import { renderWithI18n } from "./render";

/** The field once its code is there (jsdom has no IntersectionObserver, so it loads at once; its frame is read-only). */
const field = async (name = "Draws") => {
  await waitFor(() => expect(screen.getByRole("textbox", { name })).not.toHaveAttribute("readonly"));
  return screen.getByRole("textbox", { name });
};

describe("NumberField (react-aria-components' NumberField)", () => {
  it.each([
    ["en", "Increase", "Decrease", "Number field"],
    ["ar", "زيادة", "إنقاص", "حقل رقمي"],
    ["id", "Tambah", "Kurangi", "Kolom angka"],
  ] as const)("in %s names its steppers and its spoken role from our dictionaries", async (locale, increase, decrease, role) => {
    await renderWithI18n(<NumberField label="Draws" defaultValue={1} />, locale);
    expect(await field()).toHaveAttribute("aria-roledescription", role);
    expect(screen.getByRole("button", { name: `${increase} Draws` })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: `${decrease} Draws` })).toBeInTheDocument();
  });

  it("steps within its bounds: the stepper at the bound is disabled", async () => {
    const onChange = vi.fn();
    await renderWithI18n(<NumberField label="Draws" defaultValue={1} minValue={1} maxValue={2} onChange={onChange} />);
    const input = await field();
    expect(screen.getByRole("button", { name: "Decrease Draws" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Increase Draws" }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(input).toHaveValue("2");
    expect(screen.getByRole("button", { name: "Increase Draws" })).toBeDisabled();
  });

  it("arrow, Page, Home and End keys step and jump to the bounds", async () => {
    const onChange = vi.fn();
    await renderWithI18n(<NumberField label="Draws" defaultValue={3} minValue={1} maxValue={20} onChange={onChange} />);
    const input = await field();
    await userEvent.click(input);
    const after = async (key: string) => {
      await userEvent.keyboard(key);
      return (input as HTMLInputElement).value;
    };
    expect(await after("{ArrowUp}")).toBe("4");
    expect(await after("{ArrowDown}")).toBe("3");
    expect(await after("{End}")).toBe("20");
    expect(await after("{Home}")).toBe("1");
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([4, 3, 20, 1]);
  });

  it("announces the value while stepping with the keys (the field has the focus)", async () => {
    await renderWithI18n(<NumberField label="Draws" defaultValue={3} minValue={1} maxValue={20} />);
    await userEvent.click(await field());
    await userEvent.keyboard("{ArrowUp}");
    await waitFor(() => expect(document.querySelector('[aria-live="assertive"]')).toHaveTextContent("4"));
  });

  it.each([
    // SPEC §5: digits of any system, shown back as 0–9 like every other field.
    ["en", "١٢", 10, "10"],
    ["en", "7", 7, "7"],
    ["ar", "٥", 5, "5"],
    ["ar", "۳", 3, "3"],
    ["ar", "4", 4, "4"],
    ["id", "3", 3, "3"],
    ["en", "１２", 10, "10"],
  ] as const)("in %s, typed %j is read when focus leaves, within the bounds (%i)", async (locale, typed, value, shown) => {
    const onChange = vi.fn();
    await renderWithI18n(<NumberField label="Draws" defaultValue={1} minValue={1} maxValue={10} onChange={onChange} />, locale);
    const input = await field();
    await userEvent.clear(input);
    await userEvent.type(input, typed);
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(value);
    expect(input).toHaveValue(shown);
  });

  it("a letter cannot be typed in", async () => {
    await renderWithI18n(<NumberField label="Draws" defaultValue={2} minValue={1} maxValue={10} />);
    const input = await field();
    await userEvent.type(input, "x");
    expect(input).toHaveValue("2");
  });

  it("a stepper held down keeps stepping (press-and-hold)", async () => {
    const onChange = vi.fn();
    await renderWithI18n(<NumberField label="Draws" defaultValue={1} minValue={1} maxValue={20} onChange={onChange} />);
    await field();
    const increase = screen.getByRole("button", { name: "Increase Draws" });
    const user = userEvent.setup();
    await user.pointer({ keys: "[MouseLeft>]", target: increase });
    await new Promise((resolve) => setTimeout(resolve, 900));
    await user.pointer({ keys: "[/MouseLeft]", target: increase });
    expect(onChange.mock.calls.length).toBeGreaterThan(2);
    expect(onChange).toHaveBeenLastCalledWith(onChange.mock.calls.length + 1);
  });
});

describe("NumberField before its code is there (not yet near the screen)", () => {
  /** An IntersectionObserver that reports nothing until a test says the field came near. */
  const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
  afterEach(() => {
    vi.unstubAllGlobals();
    observers.length = 0;
  });
  const stubObserver = () =>
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );

  it("shows its label and value read-only, and the field when it nears the screen", async () => {
    stubObserver();
    await renderWithI18n(<NumberField label="Draws" value={3} minValue={1} maxValue={10} />);
    const frame = screen.getByRole("textbox", { name: "Draws" });
    expect(frame).toHaveValue("3");
    expect(frame).toHaveAttribute("readonly");
    expect(screen.getByRole("button", { name: "Increase Draws" })).toBeDisabled();
    act(() => observers.forEach((report) => report([{ isIntersecting: true }])));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Draws" })).not.toHaveAttribute("readonly"));
    expect(screen.getByRole("textbox", { name: "Draws" })).toHaveValue("3");
  });

  it("focused before it loads (a Tab from the grid), it loads and the field takes the focus", async () => {
    stubObserver();
    await renderWithI18n(<NumberField label="Draws" value={3} minValue={1} maxValue={10} />);
    const frame = screen.getByRole("textbox", { name: "Draws" });
    act(() => frame.focus());
    fireEvent.focus(frame);
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Draws" })).not.toBe(frame));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Draws" })).toHaveFocus());
  });
});
