// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Skeleton, SkeletonBar, SkeletonCard, SkeletonCircles, SkeletonRow } from "@/ui/components/skeleton";
import { renderWithI18n } from "./render";

describe("Skeleton (where data will be, while it comes)", () => {
  it.each([
    ["en", "Loading…"],
    ["ar", "جارٍ التحميل…"],
    ["id", "Memuat…"],
  ] as const)("in %s is one status that says only that it is loading", async (locale, label) => {
    await renderWithI18n(<Skeleton />, locale);
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent(new RegExp(`^${label}$`));
    expect(screen.getAllByRole("status")).toHaveLength(1);
  });

  it("says what is loading when told", async () => {
    await renderWithI18n(<Skeleton label="Loading page" />);
    expect(screen.getByRole("status")).toHaveTextContent(/^Loading page$/);
  });

  it("hides its shapes from assistive technology", async () => {
    const { container } = await renderWithI18n(
      <Skeleton>
        <SkeletonBar kind="heading" width="half" />
        <SkeletonRow>
          <SkeletonBar kind="button" width="third" />
        </SkeletonRow>
      </Skeleton>,
    );
    const shapes = container.querySelector(".ui-skeleton__shapes");
    expect(shapes).toHaveAttribute("aria-hidden", "true");
    expect(shapes?.querySelectorAll(".ui-skeleton__bar")).toHaveLength(2);
    expect(within(screen.getByRole("status")).queryByRole("heading")).not.toBeInTheDocument();
  });

  it("keeps the rest of the screen by default and a short text's room as a section", async () => {
    const { container, rerender } = await renderWithI18n(<Skeleton />);
    expect(screen.getByRole("status")).toHaveClass("ui-skeleton", "ui-skeleton--screen");
    // A page's list by default: a heading and six items of two lines.
    expect(container.querySelectorAll(".ui-skeleton__card")).toHaveLength(6);
    rerender(<Skeleton size="section" />);
    expect(screen.getByRole("status")).toHaveClass("ui-skeleton--section");
    expect(container.querySelectorAll(".ui-skeleton__card")).toHaveLength(0);
    expect(container.querySelectorAll(".ui-skeleton__bar--button")).toHaveLength(1);
  });

  it("draws the given number of round number buttons, inside a card when asked", async () => {
    const { container } = await renderWithI18n(
      <Skeleton>
        <SkeletonCard>
          <SkeletonCircles count={18} />
        </SkeletonCard>
      </Skeleton>,
    );
    expect(container.querySelectorAll(".ui-skeleton__card .ui-skeleton__circle")).toHaveLength(18);
  });
});
