// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { LinkOptions } from "@tanstack/react-router";
import { describe, expect, it, vi } from "vitest";
import { Button } from "@/ui/components/button";
import { IconButton } from "@/ui/components/icon-button";
import { CloseIcon } from "@/ui/components/icons";
import { Link } from "@/ui/components/link";
import { renderWithI18n, renderWithRouter } from "./render";

describe("Button", () => {
  it("is a button named by its text and reports presses", async () => {
    const onPress = vi.fn();
    await renderWithI18n(<Button onPress={onPress}>Add to cart</Button>);
    await userEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(onPress).toHaveBeenCalledOnce();
  });

  it("does not react while disabled", async () => {
    const onPress = vi.fn();
    await renderWithI18n(
      <Button onPress={onPress} isDisabled>
        Pay
      </Button>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Pay" }));
    expect(onPress).not.toHaveBeenCalled();
  });

  it("carries its variant as a class", async () => {
    await renderWithI18n(<Button variant="danger">Delete</Button>);
    expect(screen.getByRole("button", { name: "Delete" })).toHaveClass("ui-button--danger", "ui-target");
  });
});

describe("IconButton", () => {
  it("is named by its label, not by the icon", async () => {
    await renderWithI18n(
      <IconButton label="Remove entry">
        <CloseIcon />
      </IconButton>,
    );
    const button = screen.getByRole("button", { name: "Remove entry" });
    expect(button.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });
});

/** The app's route tree types `to`; the test router is a flat one, so the options are cast. */
const toPage = (to: string) => ({ to }) as unknown as LinkOptions;

describe("Link", () => {
  it("is a link with the router's href", async () => {
    await renderWithRouter(<Link {...toPage("/faq")}>FAQ</Link>);
    expect(screen.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/faq");
  });

  it("navigates through the router on click", async () => {
    const { router } = await renderWithRouter(<Link {...toPage("/draws")}>Draws</Link>);
    await userEvent.click(screen.getByRole("link", { name: "Draws" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/draws"));
  });
});
