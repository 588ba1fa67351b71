// @vitest-environment jsdom
import type { LinkOptions } from "@tanstack/react-router";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { PageLinks } from "@/ui/components/layout/pages";
import { SiteHeader, type SiteHeaderProps } from "@/ui/components/layout/site-header";
import { renderWithRouter, pagePath } from "./render";

/** A 360 px phone: only the xs query matches (the header reads it through SPEC §9 device detection). */
beforeAll(() => {
  vi.stubGlobal("matchMedia", (query: string) => ({
    media: query,
    matches: query === "(min-width: 320px)",
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});

const links: PageLinks = (page) => ({ to: pagePath(page) }) as unknown as LinkOptions;

const headerProps = (overrides: Partial<SiteHeaderProps> = {}): SiteHeaderProps => ({
  links,
  locale: "en",
  onLocaleChange: vi.fn(),
  theme: "light",
  onThemeChange: vi.fn(),
  cartCount: 2,
  user: null,
  onSignOut: vi.fn(),
  ...overrides,
});

describe("SiteHeader below md (issue 12: the phone header)", () => {
  it("is one row: home, the cart with its count and a Menu button; the rest waits in the menu", async () => {
    await renderWithRouter(<SiteHeader {...headerProps()} />);
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: "Lotto Shop home page" })).toHaveAttribute("href", "/");
    expect(within(banner).getByRole("link", { name: "Cart, 2 items" })).toHaveAttribute("href", "/checkout");
    const menuButton = within(banner).getByRole("button", { name: "Menu" });
    expect(menuButton).toHaveAttribute("aria-haspopup", "dialog");
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
    expect(within(banner).queryByRole("navigation")).not.toBeInTheDocument();
    expect(within(banner).queryByRole("link", { name: "Sign in" })).not.toBeInTheDocument();
    expect(within(banner).queryByRole("combobox", { name: /Language/ })).not.toBeInTheDocument();
  });

  it("opens a Menu dialog with the navigation, language, theme and sign-in links; Escape closes it and focus returns", async () => {
    const onLocaleChange = vi.fn();
    const onThemeChange = vi.fn();
    await renderWithRouter(<SiteHeader {...headerProps({ onLocaleChange, onThemeChange })} />);
    const menuButton = screen.getByRole("button", { name: "Menu" });
    await userEvent.click(menuButton);
    const dialog = await screen.findByRole("dialog", { name: "Menu" });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(menuButton).toHaveAttribute("aria-expanded", "true");
    const nav = within(dialog).getByRole("navigation", { name: "Main" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Home", "Draws", "Prize breakdown", "Watch live", "Green certificates"]);
    expect(within(dialog).getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    expect(within(dialog).getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");

    const languages = within(dialog).getByRole("radiogroup", { name: "Language" });
    expect(within(languages).getByRole("radio", { name: "English" })).toBeChecked();
    await userEvent.click(within(languages).getByRole("radio", { name: "العربية" }));
    expect(onLocaleChange).toHaveBeenCalledWith("ar");

    await userEvent.click(within(dialog).getByRole("button", { name: "Dark theme" }));
    expect(onThemeChange).toHaveBeenCalledWith("dark");

    await userEvent.keyboard("{Escape}");
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // react-aria gives focus back in the animation frame after the dialog unmounts.
    await vi.waitFor(() => expect(menuButton).toHaveFocus());
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
  });

  it("following a link closes the menu", async () => {
    const { router } = await renderWithRouter(<SiteHeader {...headerProps()} />);
    await userEvent.click(screen.getByRole("button", { name: "Menu" }));
    const dialog = await screen.findByRole("dialog", { name: "Menu" });
    await userEvent.click(within(dialog).getByRole("link", { name: "Draws" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/draws"));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("for a signed-in user: balance, the account pages and Sign out", async () => {
    const onSignOut = vi.fn();
    await renderWithRouter(<SiteHeader {...headerProps({ user: { balanceFils: 5_000 }, onSignOut })} />);
    await userEvent.click(screen.getByRole("button", { name: "Menu" }));
    const dialog = await screen.findByRole("dialog", { name: "Menu" });
    expect(within(dialog).getByText("Balance").parentElement).toHaveTextContent(/Balance\s+AED\s50\.00/);
    for (const name of ["Personal details", "Wallet", "Favourites", "Notifications", "Change password"]) {
      expect(within(dialog).getByRole("link", { name })).toBeInTheDocument();
    }
    expect(within(dialog).queryByRole("link", { name: "Sign in" })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Sign out" }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it("in Arabic: the button and the dialog are named in Arabic", async () => {
    await renderWithRouter(<SiteHeader {...headerProps({ locale: "ar" })} />, "ar");
    await userEvent.click(screen.getByRole("button", { name: "القائمة" }));
    expect(await screen.findByRole("dialog", { name: "القائمة" })).toBeInTheDocument();
  });
});
