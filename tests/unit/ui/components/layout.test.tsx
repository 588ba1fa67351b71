// @vitest-environment jsdom
import type { LinkOptions } from "@tanstack/react-router";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PageLayout } from "@/ui/components/layout/page-layout";
import type { PageLinks } from "@/ui/components/layout/pages";
import { SiteFooter } from "@/ui/components/layout/site-footer";
import { SiteHeader, type SiteHeaderProps } from "@/ui/components/layout/site-header";
import { ThemeToggle } from "@/ui/components/layout/theme-toggle";
import { renderWithI18n, renderWithRouter, pagePath } from "./render";

/** The shell builds typed link options; the test router only knows these plain paths. */
const links: PageLinks = (page) => ({ to: pagePath(page) }) as unknown as LinkOptions;

const headerProps = (overrides: Partial<SiteHeaderProps> = {}): SiteHeaderProps => ({
  links,
  locale: "en",
  onLocaleChange: vi.fn(),
  theme: "light",
  onThemeChange: vi.fn(),
  cartCount: 3,
  user: null,
  onSignOut: vi.fn(),
  ...overrides,
});

describe("SiteHeader", () => {
  it("for a visitor: banner, named navigation, home, cart with its count, sign in and register", async () => {
    await renderWithRouter(<SiteHeader {...headerProps()} />);
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: "Lotto Shop home page" })).toHaveAttribute("href", "/");
    const nav = within(banner).getByRole("navigation", { name: "Main" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Home", "Draws", "Prize breakdown", "Watch live", "Green certificates"]);
    expect(within(banner).getByRole("link", { name: "Cart, 3 items" })).toHaveAttribute("href", "/checkout");
    expect(within(banner).getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    expect(within(banner).getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
    expect(within(banner).getByRole("combobox", { name: "Language" })).toBeInTheDocument();
    expect(within(banner).queryByText("Balance")).not.toBeInTheDocument();
  });

  it.each([
    [0, "Cart, 0 items"],
    [1, "Cart, 1 item"],
  ])("names the cart for %i entries: %s", async (count, name) => {
    await renderWithRouter(<SiteHeader {...headerProps({ cartCount: count })} />);
    expect(screen.getByRole("link", { name })).toBeInTheDocument();
  });

  it("for a signed-in user: balance and an account menu that navigates and signs out", async () => {
    const onSignOut = vi.fn();
    const { router } = await renderWithRouter(<SiteHeader {...headerProps({ user: { balanceFils: 123_450 }, onSignOut })} />);
    expect(screen.getByText("Balance").parentElement).toHaveTextContent(/Balance\s+AED\s1,234\.50/);
    expect(screen.queryByRole("link", { name: "Sign in" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Account menu" }));
    // The menu's code loads with the first signed-in header (a press meanwhile opens it once there).
    const menu = await screen.findByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Personal details", "Wallet", "Favourites", "Notifications", "Change password", "Sign out"]);
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Wallet" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/wallet"));
    await userEvent.click(screen.getByRole("button", { name: "Account menu" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Sign out" }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it("in Arabic: right-to-left document and Arabic names", async () => {
    await renderWithRouter(<SiteHeader {...headerProps({ locale: "ar" })} />, "ar");
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(document.documentElement).toHaveAttribute("lang", "ar-SA");
    expect(screen.getByRole("navigation", { name: "القائمة الرئيسية" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "السلة، 3 عناصر" })).toBeInTheDocument();
  });
});

describe("ThemeToggle", () => {
  it("is a toggle named 'Dark theme', pressed while dark", async () => {
    const onChange = vi.fn();
    const { rerender } = await renderWithI18n(<ThemeToggle theme="light" onChange={onChange} />);
    const toggle = screen.getByRole("button", { name: "Dark theme" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith("dark");
    rerender(<ThemeToggle theme="dark" onChange={onChange} />);
    expect(screen.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");
  });
});

describe("SiteFooter (SPEC §2 content pages)", () => {
  it("links to every content page from a named navigation", async () => {
    await renderWithRouter(<SiteFooter links={links} year={2025} />);
    const footer = screen.getByRole("contentinfo");
    const nav = within(footer).getByRole("navigation", { name: "Footer" });
    const hrefs = within(nav)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect([...hrefs].sort()).toEqual(
      [
        "/about-us",
        "/brand-ambassador",
        "/buy/green-certificates",
        "/contact-us",
        "/download-apps",
        "/draws",
        "/faq",
        "/prize-breakdown",
        "/watch-live",
      ].sort(),
    );
    expect(within(footer).getByRole("heading", { name: "Help" })).toBeInTheDocument();
    expect(footer).toHaveTextContent("© 2025 Lotto Shop. All rights reserved.");
  });
});

describe("PageLayout", () => {
  it("starts with a skip link that moves focus to main#main", async () => {
    await renderWithRouter(
      <PageLayout header={<SiteHeader {...headerProps()} />} footer={<SiteFooter links={links} year={2025} />}>
        <h1>Draws</h1>
      </PageLayout>,
    );
    await userEvent.tab();
    const skip = screen.getByRole("link", { name: "Skip to main content" });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute("href", "#main");
    await userEvent.click(skip);
    const main = screen.getByRole("main");
    expect(main).toHaveAttribute("id", "main");
    expect(main).toHaveFocus();
    expect(main).toContainElement(screen.getByRole("heading", { name: "Draws" }));
  });
});
