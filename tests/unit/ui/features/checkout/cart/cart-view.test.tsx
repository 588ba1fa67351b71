// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { CartSyncState } from "@/application/state/cart-sync-state";
import type { CartItem } from "@/domain/cart/cart-item";
import { fils } from "@/domain/money/money";
import { CartView, type CartViewProps } from "@/ui/features/checkout/cart/cart-view";
import { cartItem } from "../../../../domain/cart/cart-fixtures";
import { sampleGame } from "../../../../domain/domain-fixtures";
import type { AppLocale } from "@/ui/i18n/locale";
import { renderWithI18n } from "../../../components/render";

// Rendering whole pickers in jsdom is slow on a busy machine; give each test room.
vi.setConfig({ testTimeout: 20_000 });

const items: CartItem[] = [
  cartItem({
    idBlock: "b1",
    bets: [
      [3, 9, 14, 22, 31, 40, 7],
      [1, 2, 3, 4, 5, 6, 22],
    ],
    amount: fils(2000),
    draws: 2,
    addons: ["double_jackpot"],
  }),
  cartItem({ idBlock: "b2", id: "item-2", amount: fils(500), activeWeekly: true }),
];

const renderCart = async (props: Partial<CartViewProps> = {}, locale: AppLocale = "en") => {
  const onEdit = vi.fn<(item: CartItem) => void>();
  const onRemove = vi.fn<(item: CartItem) => void>();
  await renderWithI18n(
    <CartView
      items={items}
      voucher={null}
      balance={fils(1000)}
      syncState={{ _tag: "Synced" }}
      games={[sampleGame()]}
      onEdit={onEdit}
      onRemove={onRemove}
      {...props}
    />,
    locale,
  );
  return { user: userEvent.setup(), onEdit, onRemove };
};

describe("CartView (SPEC §2 shopping cart)", () => {
  it("names a line by its game as the shop shows it, not by a server line's own name; a game not on sale keeps the line's", async () => {
    const fromServer = cartItem({ idBlock: "s1", id: "item-s", name: "ENTRY 1" });
    const retired = cartItem({ idBlock: "s2", id: "item-r", gameId: 99, name: "Old Game" });
    await renderCart({ items: [fromServer, retired] });
    expect(screen.getByRole("listitem", { name: "Ticket 1: Lotto 44" })).toBeInTheDocument();
    expect(screen.getByRole("listitem", { name: "Ticket 2: Old Game" })).toBeInTheDocument();
    expect(screen.queryByText(/ENTRY 1/)).toBeNull();
  });

  it("lists each item with its boards, draws, add-ons and price", async () => {
    await renderCart();
    const first = screen.getByRole("listitem", { name: "Ticket 1: Lotto 44" });
    expect(within(first).getByRole("list", { name: "Numbers of ENTRY 1" })).toHaveTextContent("3914223140bonus 7");
    expect(within(first).getByRole("list", { name: "Numbers of ENTRY 2" })).toHaveTextContent("123456bonus 22");
    expect(within(first).getByText("Double jackpot")).toBeInTheDocument();
    expect(within(first).getByText("AED 20.00")).toBeInTheDocument();
    // Two draws, not a subscription: never "Next draw only" beside a number of draws above one.
    expect(within(first).getByText("No subscription")).toBeInTheDocument();
    expect(
      within(screen.getByRole("listitem", { name: "Ticket 2: Lotto 44" })).getByText("Every week (subscription)"),
    ).toBeInTheDocument();
  });

  it.each([
    [
      1,
      "en",
      "Your cart also holds 1 ticket this shop cannot show (saved from another app or version). It is kept in your account",
    ],
    [
      2,
      "en",
      "Your cart also holds 2 tickets this shop cannot show (saved from another app or version). They are kept in your account",
    ],
    [2, "ar", "تحتوي سلتك أيضًا على 2 تذكرتين لا يستطيع هذا المتجر عرضها"],
    [3, "id", "Keranjang Anda juga berisi 3 tiket yang tidak dapat ditampilkan di toko ini"],
  ] as const)(
    "says the saved cart holds %i line(s) it cannot show, in %s, beside the lines it shows",
    async (count, locale, words) => {
      await renderCart({ unreadableLines: count }, locale);
      expect(screen.getByText(words, { exact: false })).toBeInTheDocument();
      expect(document.querySelectorAll(".cart-items > li")).toHaveLength(2);
    },
  );

  it("says nothing of unreadable lines when there are none", async () => {
    await renderCart();
    expect(screen.queryByText(/cannot show/)).toBeNull();
  });

  it("hands the item to onEdit and onRemove, and says what was removed", async () => {
    const { user, onEdit, onRemove } = await renderCart();
    await user.click(screen.getByRole("button", { name: "Edit Ticket 2: Lotto 44" }));
    expect(onEdit).toHaveBeenCalledWith(items[1]);
    await user.click(screen.getByRole("button", { name: "Remove Ticket 1: Lotto 44" }));
    expect(onRemove).toHaveBeenCalledWith(items[0]);
    expect(screen.getByText("Ticket 1: Lotto 44 removed from the cart")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Your cart" })).toHaveFocus();
  });

  it("shows the order summary of the items", async () => {
    await renderCart();
    expect(screen.getByTestId("summary-total")).toHaveTextContent("AED 25.00");
    expect(screen.getByTestId("summary-owed")).toHaveTextContent("AED 15.00");
  });

  it("says when the cart is empty", async () => {
    await renderCart({ items: [] });
    expect(screen.getByText("Your cart is empty")).toBeInTheDocument();
    expect(screen.queryByText("Order summary")).toBeNull();
  });
});

describe("CartView sync status: never a silent loss", () => {
  it.each<[CartSyncState, string]>([
    [{ _tag: "Local" }, "Kept on this device"],
    [{ _tag: "Saving" }, "Saving…"],
    [{ _tag: "Synced" }, "Saved to your account"],
    [
      { _tag: "Unsaved", reason: "NetworkError" },
      "Not saved yet — kept on this device. It is saved with your next change, when you are back online, or when you press Try again.",
    ],
  ])("%j reads %j", async (syncState, text) => {
    await renderCart({ syncState });
    expect(screen.getByText(text, { exact: false }).closest("[role=status]")).not.toBeNull();
  });

  it("offers Try again while unsaved (SPEC §7: the player's press, not a timer)", async () => {
    const onRetrySync = vi.fn();
    const { user } = await renderCart({ syncState: { _tag: "Unsaved", reason: "TimeoutError" }, onRetrySync });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetrySync).toHaveBeenCalledTimes(1);
  });

  it.each<CartSyncState>([{ _tag: "Local" }, { _tag: "Saving" }, { _tag: "Synced" }])(
    "offers no Try again when %j",
    async (syncState) => {
      await renderCart({ syncState, onRetrySync: vi.fn() });
      expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    },
  );
});
