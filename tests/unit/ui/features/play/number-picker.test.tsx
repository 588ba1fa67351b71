// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
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
    expect(
      within(main())
        .getAllByRole("button")
        .filter((b) => b.tabIndex === 0),
    ).toHaveLength(1);
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

const EXPLAIN = "You have chosen 6 of 6. To choose a different number, first deselect one of yours";

describe("NumberPicker: a full pool (SPEC §9: 6 main numbers, 1 bonus)", () => {
  const full = [[3, 9, 14, 22, 31, 40], []] as const;
  /** The visible explanation under the main pool (kept in the tree, hidden, as the buttons' description). */
  const explanation = () => screen.getAllByText(/To choose a different number/, { selector: ".play-pool__full" })[0];
  const mainCount = () => within(main().closest(".play-pool") as HTMLElement).getByText("6 of 6 chosen");

  it("shows a full pool as complete, not as a mistake: the count with a check mark, no explanation yet", async () => {
    await renderWithI18n(<PickerHarness initial={full} />);
    expect(mainCount()).toHaveClass("play-pool__count--complete");
    expect(mainCount().querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(explanation()).not.toBeVisible();
    expect(main()).toHaveAccessibleDescription("Choose 6 from 1 to 44 · 6 of 6 chosen");
    expect(screen.getByText("0 of 1 chosen")).not.toHaveClass("play-pool__count--complete");
  });

  it("marks the other numbers aria-disabled, still focusable, described by how to change a number", async () => {
    await renderWithI18n(<PickerHarness initial={full} />);
    expect(number(5)).toHaveAttribute("aria-disabled", "true");
    expect(number(5)).not.toBeDisabled();
    expect(number(5)).toHaveAccessibleDescription(EXPLAIN);
    expect(number(9)).not.toHaveAttribute("aria-disabled");
  });

  it("explains how to change a number only when one more is pressed, shown and said politely", async () => {
    const user = userEvent.setup();
    await renderWithI18n(<PickerHarness initial={full} />);
    expect(announcer().textContent).toBe("");
    await user.click(number(5));
    expect(number(5)).toHaveAttribute("aria-pressed", "false");
    expect(number(5)).toHaveFocus();
    expect(explanation()).toBeVisible();
    expect(explanation()).toHaveTextContent(EXPLAIN);
    expect(announcer()).toHaveAttribute("aria-live", "polite");
    expect(announcer()).toHaveTextContent(EXPLAIN);
    expect(mainCount()).toHaveClass("play-pool__count--complete");
  });

  it("drops the explanation once the pool has room again, and does not bring it back when refilled", async () => {
    const user = userEvent.setup();
    await renderWithI18n(<PickerHarness initial={full} />);
    await user.click(number(5));
    await user.click(number(40));
    expect(explanation()).not.toBeVisible();
    expect(screen.getByText("5 of 6 chosen")).not.toHaveClass("play-pool__count--complete");
    await user.click(number(41));
    expect(mainCount()).toHaveClass("play-pool__count--complete");
    expect(explanation()).not.toBeVisible();
  });

  it("says the same in Arabic and Indonesian", async () => {
    const user = userEvent.setup();
    const { unmount } = await renderWithI18n(<PickerHarness initial={full} />, "ar");
    await user.click(within(screen.getByRole("group", { name: "الأرقام الرئيسية" })).getByRole("button", { name: "الرقم 5" }));
    expect(announcer()).toHaveTextContent("اخترت 6 من 6. لاختيار رقم مختلف، ألغِ اختيار أحد أرقامك أولًا");
    unmount();
    await renderWithI18n(<PickerHarness initial={full} />, "id");
    expect(screen.getByText("6 dari 6 dipilih")).toHaveClass("play-pool__count--complete");
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

describe("NumberPicker: Up/Down follow the columns the grid renders (play.css reflows it by width)", () => {
  // jsdom has no layout: each button reports the row it would sit on for the current column count.
  let columns = 6;
  const descriptors = {
    offsetTop: Object.getOwnPropertyDescriptor(HTMLElement.prototype, "offsetTop"),
    offsetWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, "offsetWidth"),
  };
  beforeEach(() => {
    Object.defineProperty(HTMLElement.prototype, "offsetTop", {
      configurable: true,
      get(this: HTMLElement) {
        return Math.floor((Number(this.dataset.number ?? 1) - 1) / columns) * 48;
      },
    });
    Object.defineProperty(HTMLElement.prototype, "offsetWidth", { configurable: true, get: () => 40 });
  });
  afterEach(() => {
    for (const [name, descriptor] of Object.entries(descriptors)) {
      if (descriptor !== undefined) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    }
  });

  it.each([
    [5, "{ArrowDown}", 8, 13],
    [6, "{ArrowDown}", 8, 14],
    [7, "{ArrowDown}", 8, 15],
    [10, "{ArrowUp}", 18, 8],
    [6, "{ArrowUp}", 4, 4],
    [6, "{ArrowDown}", 40, 40],
  ])("with %i columns, %s from Number %i moves to Number %i", async (rendered, key, from, to) => {
    columns = rendered;
    const user = userEvent.setup();
    await renderWithI18n(<PickerHarness />);
    number(from).focus();
    await user.keyboard(key);
    expect(number(to)).toHaveFocus();
  });

  it("moves by the new row length after the grid reflows (a phone turned sideways)", async () => {
    columns = 5;
    const user = userEvent.setup();
    await renderWithI18n(<PickerHarness />);
    number(1).focus();
    await user.keyboard("{ArrowDown}");
    expect(number(6)).toHaveFocus();
    columns = 10;
    await user.keyboard("{ArrowDown}");
    expect(number(16)).toHaveFocus();
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
