// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Favourite } from "@/application/ports/favourites.port";
import type { Notification } from "@/application/ports/notifications.port";
import { FavouritesView } from "@/ui/features/account/favourites-view";
import { NotificationsView } from "@/ui/features/account/notifications-view";
import { renderWithRouter } from "../../components/render";

vi.setConfig({ testTimeout: 30_000 });

const note = (id: string, unread: boolean, link?: string): Notification => ({
  id,
  title: `Draw ${id}`,
  body: "The results are in.",
  unread,
  link,
  createdAt: "2030-01-05T16:00:00Z",
});

const SITE = "https://shop.lotto.test";

const renderNotes = (items: ReadonlyArray<Notification>, locale: "en" | "ar" | "id" = "en") =>
  renderWithRouter(
    <NotificationsView
      items={items}
      unreadCount={0}
      onMarkRead={vi.fn()}
      onMarkAllRead={vi.fn()}
      pendingIds={new Set()}
      markingAll={false}
      siteOrigin={SITE}
    />,
    locale,
  );

describe("NotificationsView (SPEC §2 /notifications)", () => {
  it("says unread in words, marks one read and marks all read", async () => {
    const onMarkRead = vi.fn();
    const onMarkAllRead = vi.fn();
    await renderWithRouter(
      <NotificationsView
        items={[note("1", true, "/draws"), note("2", false)]}
        unreadCount={1}
        onMarkRead={onMarkRead}
        onMarkAllRead={onMarkAllRead}
        pendingIds={new Set()}
        markingAll={false}
        siteOrigin={SITE}
      />,
    );
    const [first, second] = screen.getAllByRole("listitem");
    expect(within(first as HTMLElement).getByText("Unread")).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText("Read")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("1 unread");
    expect(within(first as HTMLElement).getByRole("link", { name: "Open “Draw 1”" })).toHaveAttribute("href", "/draws");
    expect(within(second as HTMLElement).queryByRole("button")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Mark “Draw 1” as read" }));
    expect(onMarkRead).toHaveBeenCalledWith("1");
    await userEvent.click(screen.getByRole("button", { name: "Mark all as read" }));
    expect(onMarkAllRead).toHaveBeenCalled();
  });

  it("has a message when there is nothing", async () => {
    await renderWithRouter(
      <NotificationsView
        items={[]}
        unreadCount={0}
        onMarkRead={vi.fn()}
        onMarkAllRead={vi.fn()}
        pendingIds={new Set()}
        markingAll={false}
        siteOrigin={SITE}
      />,
    );
    expect(screen.getByText("You have no notifications.")).toBeInTheDocument();
  });
});

/** The view over items the "server" changes a moment after each press, as the screen's mutations do. */
function LiveNotifications({ initial }: { readonly initial: ReadonlyArray<Notification> }) {
  const [items, setItems] = useState(initial);
  const answer = (change: (item: Notification) => Notification) => setTimeout(() => setItems((all) => all.map(change)), 10);
  return (
    <NotificationsView
      items={items}
      unreadCount={items.filter((item) => item.unread).length}
      onMarkRead={(id) => answer((item) => (item.id === id ? { ...item, unread: false } : item))}
      onMarkAllRead={() => answer((item) => ({ ...item, unread: false }))}
      pendingIds={new Set()}
      markingAll={false}
      siteOrigin={SITE}
    />
  );
}

describe("NotificationsView: focus stays where the player was once a button goes", () => {
  it("moves focus to the notification's title once it is read, not to the page's start", async () => {
    await renderWithRouter(<LiveNotifications initial={[note("1", true), note("2", true)]} />);
    screen.getByRole("button", { name: "Mark “Draw 2” as read" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("heading", { name: "Draw 2" })).toHaveFocus());
    expect(screen.queryByRole("button", { name: "Mark “Draw 2” as read" })).toBeNull();
  });

  it("moves focus to the count once all are read (the button is disabled then)", async () => {
    await renderWithRouter(<LiveNotifications initial={[note("1", true), note("2", true)]} />);
    screen.getByRole("button", { name: "Mark all as read" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("status")).toHaveFocus());
    expect(screen.getByRole("status")).toHaveTextContent("All notifications are marked as read.");
  });

  it("leaves focus the player moved elsewhere meanwhile", async () => {
    await renderWithRouter(<LiveNotifications initial={[note("1", true), note("2", true)]} />);
    await userEvent.click(screen.getByRole("button", { name: "Mark “Draw 1” as read" }));
    screen.getByRole("button", { name: "Mark “Draw 2” as read" }).focus();
    await waitFor(() => expect(screen.getAllByText("Read")).toHaveLength(1));
    expect(screen.getByRole("button", { name: "Mark “Draw 2” as read" })).toHaveFocus();
  });
});

describe("NotificationsView: links from the server stay on the site (issue 13)", () => {
  it.each([
    ["https://evil.example/wallet"],
    ["//evil.example"],
    ["/\\evil.example"],
    ["/%2F%2Fevil.example"],
    ["javascript:alert(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    [`${SITE}@evil.example/`],
    ["http://shop.lotto.test/wallet"],
    ["/\t/evil.example"],
    [" /wallet"],
  ])("%j is not a link: a sentence says it was not offered, and the address is not shown", async (hostile) => {
    await renderNotes([note("1", true, hostile)]);
    const item = screen.getByRole("listitem");
    expect(within(item).queryByRole("link")).not.toBeInTheDocument();
    expect(within(item).getByText("This notification’s link leads outside the shop, so it is not offered.")).toBeInTheDocument();
    expect(item.textContent).not.toContain("evil");
    expect(item.innerHTML).not.toContain("javascript:");
    // The rest of the notification is still there, and it can still be marked read.
    expect(within(item).getByText("The results are in.")).toBeInTheDocument();
    expect(within(item).getByRole("button", { name: "Mark “Draw 1” as read" })).toBeInTheDocument();
  });

  it.each([
    ["/wallet?step=4", "/wallet?step=4"],
    [`${SITE}/lucky-day`, "/lucky-day"],
    [`${SITE}:443/draws#latest`, "/draws#latest"],
    ["/wallet/../draws", "/draws"],
  ])("%j is a link to %s on the site", async (safe, href) => {
    await renderNotes([note("1", false, safe)]);
    expect(screen.getByRole("link", { name: "Open “Draw 1”" })).toHaveAttribute("href", href);
    expect(screen.queryByText(/leads outside the shop/)).not.toBeInTheDocument();
  });

  it("a safe link is followed by the router, in the page's language", async () => {
    const { router } = await renderNotes([note("1", false, "/draws")], "ar");
    const link = screen.getByRole("link", { name: /Draw 1/ });
    expect(link).toHaveAttribute("href", "/ar/draws");
    await userEvent.click(link);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/ar/draws"));
  });

  it.each([
    ["ar", "رابط هذا الإشعار يؤدي إلى خارج المتجر، لذلك لا نعرضه."],
    ["id", "Tautan notifikasi ini mengarah ke luar toko, jadi tidak ditampilkan."],
  ] as const)("the refusal is said in %s", async (locale, sentence) => {
    await renderNotes([note("1", false, "//evil.example")], locale);
    expect(screen.getByText(sentence)).toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });
});

const favourite: Favourite = {
  id: "fav-1",
  gameSlug: "lucky-day",
  name: "Family birthdays",
  numbers: [[3, 9, 12, 19, 24, 31], [7]],
  createdAt: "2030-01-01T10:00:00Z",
};

const gameName = (slug: string) => (slug === "lucky-day" ? "Lucky Day 6 + 1" : slug);

describe("FavouritesView (SPEC §2 /favourite)", () => {
  it("shows the numbers, links play again to the game page with them, and deletes after confirmation", async () => {
    const onRemove = vi.fn();
    await renderWithRouter(
      <FavouritesView items={[favourite]} onRemove={onRemove} removingIds={new Set()} gameName={gameName} />,
    );
    expect(screen.getByText("Lucky Day 6 + 1")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Numbers" })).toHaveTextContent("3912192431");
    expect(screen.getByRole("list", { name: "Bonus" })).toHaveTextContent("7");
    expect(screen.getByRole("link", { name: "Play “Family birthdays” again" })).toHaveAttribute(
      "href",
      "/lucky-day?picks=3,9,12,19,24,31-7",
    );
    await userEvent.click(screen.getByRole("button", { name: "Delete “Family birthdays”" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete these numbers?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onRemove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Delete “Family birthdays”" }));
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(onRemove).toHaveBeenCalledWith(favourite);
  });

  it("keeps the Arabic prefix on play again", async () => {
    await renderWithRouter(
      <FavouritesView items={[favourite]} onRemove={vi.fn()} removingIds={new Set()} gameName={gameName} />,
      "ar",
    );
    expect(screen.getByRole("link", { name: /Family birthdays/ })).toHaveAttribute(
      "href",
      "/ar/lucky-day?picks=3,9,12,19,24,31-7",
    );
  });
});

/** The view over favourites the "server" removes a moment after each confirmation. */
function LiveFavourites({ initial }: { readonly initial: ReadonlyArray<Favourite> }) {
  const [items, setItems] = useState(initial);
  const onRemove = (gone: Favourite) => setTimeout(() => setItems((all) => all.filter((item) => item.id !== gone.id)), 10);
  return <FavouritesView items={items} onRemove={onRemove} removingIds={new Set()} gameName={gameName} />;
}

const named = (id: string, name: string): Favourite => ({ ...favourite, id, name });

describe("FavouritesView: focus once a favourite is removed", () => {
  const remove = async (name: string) => {
    await userEvent.click(screen.getByRole("button", { name: `Delete “${name}”` }));
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
  };

  it.each([
    ["the one that took its place", "Second", "Third"],
    ["the one before, for the last", "Third", "Second"],
  ])("goes to %s", async (_, removed, focused) => {
    await renderWithRouter(<LiveFavourites initial={[named("1", "First"), named("2", "Second"), named("3", "Third")]} />);
    await remove(removed);
    await waitFor(() => expect(screen.getByRole("heading", { name: focused })).toHaveFocus());
  });

  it("goes to the 'no favourites' line once none is left", async () => {
    await renderWithRouter(<LiveFavourites initial={[named("1", "First")]} />);
    await remove("First");
    await waitFor(() => expect(screen.getByText(/^You have no saved numbers yet\./)).toHaveFocus());
  });
});
