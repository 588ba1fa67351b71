// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
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
    await renderWithRouter(<NotificationsView items={[]} unreadCount={0} onMarkRead={vi.fn()} onMarkAllRead={vi.fn()} pendingIds={new Set()} markingAll={false} />);
    expect(screen.getByText("You have no notifications.")).toBeInTheDocument();
  });
});

const favourite: Favourite = { id: "fav-1", gameSlug: "lucky-day", name: "Family birthdays", numbers: [[3, 9, 12, 19, 24, 31], [7]], createdAt: "2030-01-01T10:00:00Z" };

const gameName = (slug: string) => (slug === "lucky-day" ? "Lucky Day 6 + 1" : slug);

describe("FavouritesView (SPEC §2 /favourite)", () => {
  it("shows the numbers, links play again to the game page with them, and deletes after confirmation", async () => {
    const onRemove = vi.fn();
    await renderWithRouter(<FavouritesView items={[favourite]} onRemove={onRemove} removingIds={new Set()} gameName={gameName} />);
    expect(screen.getByText("Lucky Day 6 + 1")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Numbers" })).toHaveTextContent("3912192431");
    expect(screen.getByRole("list", { name: "Bonus" })).toHaveTextContent("7");
    expect(screen.getByRole("link", { name: "Play “Family birthdays” again" })).toHaveAttribute("href", "/lucky-day?picks=3,9,12,19,24,31-7");
    await userEvent.click(screen.getByRole("button", { name: "Delete “Family birthdays”" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete these numbers?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onRemove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Delete “Family birthdays”" }));
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(onRemove).toHaveBeenCalledWith(favourite);
  });

  it("keeps the Arabic prefix on play again", async () => {
    await renderWithRouter(<FavouritesView items={[favourite]} onRemove={vi.fn()} removingIds={new Set()} gameName={gameName} />, "ar");
    expect(screen.getByRole("link", { name: /Family birthdays/ })).toHaveAttribute("href", "/ar/lucky-day?picks=3,9,12,19,24,31-7");
  });
});
