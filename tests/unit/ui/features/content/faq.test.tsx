// @vitest-environment jsdom
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FaqGroup } from "@/application/ports/content.port";
import { filterFaq } from "@/ui/features/content/faq-filter";
import { FaqView } from "@/ui/features/content/faq-view";
import { renderWithRouter } from "../../components/render";

vi.setConfig({ testTimeout: 30_000 });

const groups: ReadonlyArray<FaqGroup> = [
  {
    id: 1,
    title: "Playing",
    questions: [
      { id: 11, question: "How do I play Lucky Day?", answer: "Pick 6 numbers from 1 to 44." },
      { id: 12, question: "When do sales close?", answer: "One hour before the draw." },
    ],
  },
  {
    id: 2,
    title: "Wallet",
    questions: [{ id: 21, question: "How do I add credit?", answer: "Open the wallet and choose add credit." }],
  },
];

describe("filterFaq (SPEC §2 /faq search)", () => {
  it.each([
    ["", [11, 12, 21]],
    ["draw", [12]],
    ["HOW", [11, 21]],
    ["wallet credit", [21]],
    ["add  lucky", []],
    ["zzz", []],
  ])("%j → %j", (query, ids) => {
    expect(filterFaq(groups, query, "en-US").flatMap((group) => group.questions.map((item) => item.id))).toEqual(ids);
  });

  it("drops groups left empty", () => {
    expect(filterFaq(groups, "credit", "en-US").map((group) => group.title)).toEqual(["Wallet"]);
  });
});

describe("FaqView", () => {
  afterEach(() => vi.useRealTimers());

  it("groups questions under headings in an accessible disclosure group", async () => {
    await renderWithRouter(<FaqView groups={groups} />);
    expect(screen.getByRole("heading", { level: 2, name: "Playing" })).toBeInTheDocument();
    const trigger = screen.getByRole("button", { name: "How do I play Lucky Day?" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Pick 6 numbers from 1 to 44.")).toBeVisible();
  });

  it("filters only after 300 ms without typing (SPEC §5 debounce) and says how many match", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderWithRouter(<FaqView groups={groups} />);
    await user.type(screen.getByRole("searchbox", { name: "Search the questions" }), "credit");
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(screen.getByRole("button", { name: "When do sales close?" })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.queryByRole("button", { name: "When do sales close?" })).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("1 question matches “credit”.");
  });

  it("offers the contact page when nothing matches", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderWithRouter(<FaqView groups={groups} />);
    await user.type(screen.getByRole("searchbox"), "zzz");
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.getByRole("status")).toHaveTextContent("No question matches “zzz”");
    expect(screen.getByRole("link", { name: "Contact us" })).toBeInTheDocument();
  });
});
