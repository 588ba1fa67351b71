// @vitest-environment jsdom
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "@/ui/components/button";
import { LanguageSwitcher } from "@/ui/components/layout/language-switcher";
import { LazyToastRegion } from "@/ui/components/toast/lazy-toast-region";
import { AnimatedToastQueue, createToastApi } from "@/ui/components/toast/animated-toast-queue";
import { renderWithI18n } from "./render";

describe("native Button (the first view's buttons need no widget library)", () => {
  it("while pending stays focusable, is aria-disabled, ignores presses and never submits", async () => {
    const onPress = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await renderWithI18n(
      <form onSubmit={onSubmit}>
        <Button type="submit" isPending onPress={onPress}>
          Pay
        </Button>
      </form>,
    );
    const button = screen.getByRole("button", { name: "Pay" });
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveAttribute("data-pending");
    expect(button).not.toBeDisabled();
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("LanguageSwitcher: a native select (no hand-rolled ARIA widget, issue 14)", () => {
  it("is a combobox named Language with the current language chosen, each option in its own lang", async () => {
    await renderWithI18n(<LanguageSwitcher locale="en" onChange={vi.fn()} />);
    const select = screen.getByRole("combobox", { name: "Language" });
    expect(select.tagName).toBe("SELECT");
    expect(select).toHaveValue("en");
    expect(select).toHaveAttribute("lang", "en-US");
    expect(screen.getByRole("option", { name: "العربية" })).toHaveAttribute("lang", "ar-SA");
    expect(screen.getByRole("option", { name: "Bahasa Indonesia" })).toHaveAttribute("lang", "id-ID");
    expect(select.closest("[aria-activedescendant], [role=listbox]")).toBeNull();
  });

  it("chooses from the keyboard and by selection, reporting only a different language", async () => {
    const onChange = vi.fn();
    await renderWithI18n(<LanguageSwitcher locale="en" onChange={onChange} />);
    const select = screen.getByRole("combobox", { name: "Language" });
    await userEvent.selectOptions(select, "en");
    expect(onChange).not.toHaveBeenCalled();
    select.focus();
    await userEvent.keyboard("{ArrowDown}");
    await userEvent.selectOptions(select, "العربية");
    expect(onChange).toHaveBeenLastCalledWith("ar");
    await userEvent.selectOptions(select, "Bahasa Indonesia");
    expect(onChange).toHaveBeenLastCalledWith("id");
  });
});

describe("LazyToastRegion", () => {
  it("renders nothing until the first toast, then the region with it", async () => {
    const queue = new AnimatedToastQueue();
    await renderWithI18n(<LazyToastRegion queue={queue} />);
    expect(screen.queryByRole("region", { name: "Notifications" })).not.toBeInTheDocument();
    act(() => {
      createToastApi(queue).show({ title: "Added to cart", tone: "success" });
    });
    expect(await screen.findByRole("alertdialog", { name: "Added to cart" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Notifications" })).toBeInTheDocument();
  });
});
