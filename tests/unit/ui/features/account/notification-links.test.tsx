// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DEMO_USER } from "@mocks/seed";
import { mutate } from "@mocks/state";
import { TOKENS } from "@/application/tokens";
import { NotificationsScreen } from "@/ui/features/account/notifications-screen";
import { renderScreen, screenShop, useSandbox } from "./screen-harness";

vi.setConfig({ testTimeout: 30_000 });
useSandbox();

/** The screen harness's page is https://shop.lotto.test (FakeAppHost). */
const LINKS: ReadonlyArray<readonly [title: string, link: string, href: string | null]> = [
  ["Protocol-relative", "//evil.example/wallet", null],
  ["Backslash", "/\\evil.example", null],
  ["Userinfo", "https://shop.lotto.test@evil.example/", null],
  ["Script", "javascript:alert(document.cookie)", null],
  ["Encoded twice", "/%252F%252Fevil.example", null],
  ["Downgrade", "http://shop.lotto.test/wallet", null],
  ["Wallet", "/wallet", "/wallet"],
  ["Absolute on the site", "https://shop.lotto.test/lucky-day?picks=6", "/lucky-day?picks=6"],
];

describe("NotificationsScreen on the sandbox: the server's links (issue 13)", () => {
  it("links only the ones that resolve to a path on the page's origin", async () => {
    mutate((state) => {
      state.notifications["1"] = LINKS.map(([title, link], index) => ({
        id: `ntf-${String(index)}`,
        title,
        body: `Body of ${title}`,
        unread: false,
        link,
        created_at: "2030-01-05T16:00:00Z",
      }));
    });
    const shop = screenShop();
    await shop.injector
      .get(TOKENS.loginWithPassword)
      .execute({ callingCode: DEMO_USER.calling_code, phone: DEMO_USER.phone, password: DEMO_USER.password });
    await renderScreen(<NotificationsScreen />, shop, "/notifications");
    await screen.findByRole("heading", { name: "Wallet" });
    for (const [title, , href] of LINKS) {
      const item = screen.getByRole("heading", { name: title }).closest("li") as HTMLElement;
      if (href === null) {
        expect(within(item).queryByRole("link"), title).not.toBeInTheDocument();
        expect(within(item).getByText(/leads outside the shop/), title).toBeInTheDocument();
      } else {
        expect(within(item).getByRole("link", { name: `Open “${title}”` })).toHaveAttribute("href", href);
      }
    }
    expect(document.body.innerHTML).not.toContain("evil.example");
  });
});
