// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { PurchaseReceipt } from "@/application/ports/payment-gateway.port";
import { fils } from "@/domain/money/money";
import { PurchaseSummary } from "@/ui/features/checkout/purchase-summary";
import { cartItem } from "../../../domain/cart/cart-fixtures";
import { sampleGame } from "../../../domain/domain-fixtures";
import { renderWithI18n } from "../../components/render";

// Rendering whole pickers in jsdom is slow on a busy machine; give each test room.
vi.setConfig({ testTimeout: 20_000 });

const receipt: PurchaseReceipt = {
  transactionId: "tx-42",
  ticketsPurchased: 2,
  amountPaid: fils(2500),
  voucherAmount: fils(0),
  balance: fils(7550),
  createdAt: "2025-01-15T12:00:00Z",
};

describe("PurchaseSummary (SPEC §2 thank-you page)", () => {
  it("shows tickets, numbers, draws, amount paid and the new balance", async () => {
    await renderWithI18n(
      <PurchaseSummary
        receipt={receipt}
        items={[cartItem({ bets: [[3, 9, 14, 22, 31, 40, 7]], draws: 3 }), cartItem({ idBlock: "b2" })]}
        games={[sampleGame()]}
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Thank you for your purchase" })).toBeInTheDocument();
    const rows = screen.getAllByRole("definition").map((row) => row.textContent?.replace(/\s/g, " "));
    expect(rows.slice(0, 4)).toEqual(["2", "AED 25.00", "AED 75.50", "tx-42"]);
    const first = screen.getByRole("listitem", { name: "Ticket 1: Lotto 44" });
    expect(within(first).getByRole("list", { name: "Numbers of ENTRY 1" })).toHaveTextContent("3914223140bonus 7");
    expect(within(first).getByText("Draws").nextElementSibling).toHaveTextContent(/^3$/);
    expect(within(first).queryByRole("button")).toBeNull();
  });

  it("shows the voucher amount when one was used", async () => {
    await renderWithI18n(<PurchaseSummary receipt={{ ...receipt, voucherAmount: fils(500) }} />);
    expect(screen.getByText("Voucher")).toBeInTheDocument();
    expect(screen.getByText("AED 5.00")).toBeInTheDocument();
  });
});
