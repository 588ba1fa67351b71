// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Result } from "effect";
import { describe, expect, it, vi } from "vitest";
import { Refused } from "@/application/ports/api-errors";
import type { PurchaseReceipt } from "@/application/ports/payment-gateway.port";
import type { PayResult } from "@/application/checkout/pay-checkout.use-case";
import { fils, type Fils } from "@/domain/money/money";
import { CheckoutView } from "@/ui/features/checkout/checkout-view";
import { cartItem } from "../../../domain/cart/cart-fixtures";
import { renderWithRouter } from "../../components/render";

// Rendering whole pickers in jsdom is slow on a busy machine; give each test room.
vi.setConfig({ testTimeout: 20_000 });

const receipt: PurchaseReceipt = {
  transactionId: "tx-1",
  ticketsPurchased: 1,
  amountPaid: fils(500),
  voucherAmount: fils(0),
  balance: fils(500),
  createdAt: "2025-01-15T12:00:00Z",
};

const renderCheckout = async (balance: Fils | null, pay: () => Promise<PayResult>) => {
  const onPaid = vi.fn();
  await renderWithRouter(
    <CheckoutView
      items={[cartItem({ amount: 5 })]}
      voucher={null}
      balance={balance}
      syncState={{ _tag: "Synced" }}
      onEdit={vi.fn()}
      onRemove={vi.fn()}
      onRedeemVoucher={vi.fn()}
      onRemoveVoucher={vi.fn()}
      onPay={pay}
      onPaid={onPaid}
    />,
  );
  return { user: userEvent.setup(), onPaid };
};

describe("CheckoutView", () => {
  it("pays when the balance covers the cart and hands over the receipt", async () => {
    const { user, onPaid } = await renderCheckout(fils(1000), () => Promise.resolve(Result.succeed(receipt)));
    await user.click(screen.getByRole("button", { name: "Pay now" }));
    expect(onPaid).toHaveBeenCalledWith(receipt);
  });

  it("blocks paying with the reason while the balance is short", async () => {
    await renderCheckout(fils(100), () => Promise.resolve(Result.succeed(receipt)));
    expect(screen.getByRole("button", { name: "Pay now" })).toBeDisabled();
    expect(screen.getByText("Top up your wallet to pay for this cart")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Top up wallet" })).toBeInTheDocument();
  });

  it("says why a payment was refused", async () => {
    const refused = new Refused({ status: 409, code: "draw_closed", message: "closed" });
    const { user, onPaid } = await renderCheckout(fils(1000), () => Promise.resolve(Result.fail(refused)));
    await user.click(screen.getByRole("button", { name: "Pay now" }));
    expect(await screen.findByText("This draw has closed. Choose another draw and try again.")).toBeInTheDocument();
    expect(onPaid).not.toHaveBeenCalled();
  });
});
