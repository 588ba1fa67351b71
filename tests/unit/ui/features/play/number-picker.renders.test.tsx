// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { memo, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import type * as NumberButtonModule from "@/ui/features/play/picker/number-button";
import type { NumberButtonProps } from "@/ui/features/play/picker/number-button";
import { renderWithI18n } from "../../components/render";
import { PickerHarness } from "./picker-harness";

vi.setConfig({ testTimeout: 20_000 });

const rendered: number[] = [];

/**
 * The real button's render function behind the same shallow memo, counting renders: a button
 * re-renders only when the pool hands it different props.
 */
vi.mock("@/ui/features/play/picker/number-button", async (importOriginal) => {
  const actual = await importOriginal<typeof NumberButtonModule>();
  const render = (actual.NumberButton as unknown as { type: (props: NumberButtonProps) => ReactNode }).type;
  return {
    ...actual,
    NumberButton: memo(function CountedNumberButton(props: NumberButtonProps) {
      rendered.push(props.value);
      return render(props);
    }),
  };
});

const main = () => screen.getByRole("group", { name: "Main numbers" });
const number = (value: number) => within(main()).getByLabelText(`Number ${value}`, { selector: "button" });

describe("NumberPicker re-renders only what changed", () => {
  it("re-renders the toggled number and the one that handed over the Tab stop", async () => {
    const user = userEvent.setup();
    await renderWithI18n(<PickerHarness />);
    rendered.length = 0;
    await user.click(number(7));
    expect([...new Set(rendered)].sort((a, b) => a - b)).toEqual([1, 7]);
    rendered.length = 0;
    await user.click(number(8));
    expect([...new Set(rendered)].sort((a, b) => a - b)).toEqual([7, 8]);
  });

  it("re-renders the other numbers when the pool becomes full (they turn aria-disabled), not the chosen ones", async () => {
    const user = userEvent.setup();
    await renderWithI18n(<PickerHarness initial={[[1, 2, 3, 4, 5], []]} />);
    rendered.length = 0;
    await user.click(number(6));
    const again = new Set(rendered);
    expect(again.size).toBe(40);
    expect([2, 3, 4, 5].filter((value) => again.has(value))).toEqual([]);
  });
});
