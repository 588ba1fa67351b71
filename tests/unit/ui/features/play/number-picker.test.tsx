// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../components/render";
import { PickerHarness } from "./picker-harness";

// Rendering whole pickers in jsdom is slow on a busy machine; give each test room.
vi.setConfig({ testTimeout: 20_000 });

const main = () => screen.getByRole("group", { name: "Main numbers" });
const bonus = () => screen.getByRole("group", { name: "Bonus numbers" });
/** Found by its aria-label (fast); the roles and names themselves are checked in the first tests. */
const number = (value: number) => within(main()).getByLabelText(`Number ${value}`, { selector: "button" });
const announcer = () => screen.getByTestId("play-announcer");

describe("NumberPicker: roles and names (SPEC §9 pools)", () => {
  it("shows each pool as a group labelled by its visible heading", async () => {
    await renderWithI18n(<PickerHarness />);
    expect(screen.getByRole("heading", { name: "Main numbers" })).toBeVisible();
    expect(within(main()).getAllByRole("button")).toHaveLength(44);
    expect(within(bonus()).getAllByRole("button")).toHaveLength(22);
    expect(within(bonus()).getByRole("button", { name: "Bonus 22" })).toHaveAttribute("aria-pressed", "false");
  });

  it("keeps the accessible name when a number is chosen; the state is aria-pressed", async () => {
    const user = userEvent.setup();
    await renderWithI18n(<PickerHarness />);
    await user.click(number(7));
    expect(number(7)).toHaveAttribute("aria-pressed", "true");
    expect(number(7)).toHaveAccessibleName("Number 7");
  });
});

describe("NumberPicker: keyboard (docs/play.md)", () => {
  it("has one Tab stop per pool", async () => {
    const user = userEvent.setup();
    await renderWithI18n(<PickerHarness />);
    screen.getByRole("button", { name: "before" }).focus();
    await user.tab();
    expect(number(1)).toHaveFocus();
    await user.tab();
    expect(within(bonus()).getByRole("button", { name: "Bonus 1" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "after" })).toHaveFocus();
    expect(within(main()).getAllByRole("button").filter((b) => b.tabIndex === 0)).toHaveLength(1);
  });

  it.each([
    ["{ArrowRight}", 1, 2],
    ["{ArrowLeft}", 5, 4],
    ["{ArrowLeft}", 1, 1],
    ["{ArrowDown}", 1, 11],
    ["{ArrowUp}", 15, 5],
    ["{ArrowUp}", 3, 3],
    ["{ArrowDown}", 41, 41],
    ["{End}", 3, 44],
    ["{Home}", 30, 1],
  ])("%s from Number %i moves to Number %i (10 columns without layout)", async (key, from, to) => {
    const user = userEvent.setup();
    await renderWithI18n(<PickerHarness />);
    await user.click(number(from));
    await user.click(number(from));
    await user.keyboard(key);
    expect(number(to)).toHaveFocus();
    expect(number(to)).toHaveAttribute("tabindex", "0");
  });

  it("remembers the last focused number as the pool's Tab stop", async () => {
    const user = userEvent.setup();
    await renderWithI18n(<PickerHarness />);
    screen.getByRole("button", { name: "before" }).focus();
    await user.tab();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    await user.tab();
    await user.tab({ shift: true });
    expect(number(3)).toHaveFocus();
  });

  it("mirrors Left and Right in Arabic (right-to-left)", async () => {
    const user = userEvent.setup();
    await renderWithI18n(<PickerHarness />, "ar");
    const group = screen.getByRole("group", { name: "الأرقام الرئيسية" });
    const ar = (value: number) => within(group).getByRole("button", { name: `الرقم ${value}` });
    ar(5).focus();
    await user.keyboard("{ArrowLeft}");
    expect(ar(6)).toHaveFocus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(ar(4)).toHaveFocus();
  });

  it("toggles with Space and Enter", async () => {
    const user = userEvent.setup();
    await renderWithI18n(<PickerHarness />);
    number(7).focus();
    await user.keyboard(" ");
    expect(number(7)).toHaveAttribute("aria-pressed", "true");
    await user.keyboard("{Enter}");
    expect(number(7)).toHaveAttribute("aria-pressed", "false");
  });
});

describe("NumberPicker: a full pool (SPEC §9: 6 main numbers, 1 bonus)", () => {
  const full = [[3, 9, 14, 22, 31, 40], []] as const;

  it("marks the other numbers aria-disabled, still focusable, described by the reason", async () => {
    await renderWithI18n(<PickerHarness initial={full} />);
    expect(number(5)).toHaveAttribute("aria-disabled", "true");
    expect(number(5)).not.toBeDisabled();
    expect(number(5)).toHaveAccessibleDescription("6 of 6 chosen — deselect a number to choose another");
    expect(number(9)).not.toHaveAttribute("aria-disabled");
    expect(screen.getByText("6 of 6 chosen — deselect a number to choose another")).toBeVisible();
  });

  it("does nothing but announce the reason when a blocked number is pressed", async () => {
    const user = userEvent.setup();
    await renderWithI18n(<PickerHarness initial={full} />);
    await user.click(number(5));
    expect(number(5)).toHaveAttribute("aria-pressed", "false");
    expect(number(5)).toHaveFocus();
    expect(announcer()).toHaveTextContent("6 of 6 chosen — deselect a number to choose another");
  });

  it("unblocks the pool when a number is deselected", async () => {
    const user = userEvent.setup();
    await renderWithI18n(<PickerHarness initial={full} />);
    await user.click(number(40));
    expect(number(5)).not.toHaveAttribute("aria-disabled");
    await user.click(number(5));
    expect(number(5)).toHaveAttribute("aria-pressed", "true");
  });

  it("blocks the bonus pool after one bonus number, independently of the main pool", async () => {
    const user = userEvent.setup();
    await renderWithI18n(<PickerHarness />);
    await user.click(within(bonus()).getByRole("button", { name: "Bonus 7" }));
    expect(within(bonus()).getByRole("button", { name: "Bonus 8" })).toHaveAttribute("aria-disabled", "true");
    expect(number(8)).not.toHaveAttribute("aria-disabled");
  });
});

describe("NumberPicker: live announcements", () => {
  it("announces each selection and removal with the count", async () => {
    const user = userEvent.setup();
    await renderWithI18n(<PickerHarness initial={[[1, 2, 3], []]} />);
    expect(announcer()).toHaveAttribute("aria-live", "polite");
    await user.click(number(7));
    expect(announcer()).toHaveTextContent("Number 7 selected, 4 of 6 chosen");
    await user.click(number(7));
    expect(announcer()).toHaveTextContent("Number 7 removed, 3 of 6 chosen");
    await user.click(within(bonus()).getByRole("button", { name: "Bonus 2" }));
    expect(announcer()).toHaveTextContent("Bonus 2 selected, 1 of 1 chosen");
  });

  it("shows the progress of each pool in text", async () => {
    await renderWithI18n(<PickerHarness initial={[[1, 2, 3, 4], [5]]} />);
    expect(main()).toHaveAccessibleDescription(/4 of 6 chosen/);
    expect(bonus()).toHaveAccessibleDescription(/1 of 1 chosen/);
  });
});
