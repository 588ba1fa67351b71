// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TOKENS } from "@/application/tokens";
import { fils } from "@/domain/money/money";
import { CartScreen } from "@/ui/features/cart/cart-screen";
import { cartItem } from "../../../domain/cart/cart-fixtures";
import { guestContainer, renderWithContainer } from "../play/screen-harness";

vi.setConfig({ testTimeout: 20_000 });

describe("CartScreen: the cart over the container", () => {
  it("removes a line through the use case; the last one takes the voucher with it (SPEC §4)", async () => {
    const { injector } = guestContainer();
    const state = injector.get(TOKENS.sessionState);
    state.update((current) => ({ ...current, cart: { items: [cartItem()], voucher: { code: "SAVE", isDiscount: false, amount: fils(100) } } }));
    const user = userEvent.setup();
    await renderWithContainer(<CartScreen onEdit={vi.fn()} />, injector);
    expect(screen.getByText("Voucher SAVE")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove Ticket 1: lotto-44" }));
    expect(await screen.findByText("Your cart is empty")).toBeInTheDocument();
    expect(state.get().cart).toEqual({ items: [], voucher: null });
    expect(screen.getByText("Kept on this device")).toBeInTheDocument();
  });
});
