// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Money } from "@/ui/components/money";
import { PayButton } from "@/ui/features/checkout/pay-button";
import { AddToCart } from "@/ui/features/play/add-to-cart";
import { renderWithI18n } from "../../components/render";

vi.setConfig({ testTimeout: 20_000 });

/** Issue 12: the phone's bottom bars carry what their button will cost, isolated for Arabic. */
describe("the sticky bars' content (docs/ui-kit.md, Sticky bars)", () => {
  it("Add to cart shows the ticket's total beside it, the amount in a <bdi>", async () => {
    const { container } = await renderWithI18n(<AddToCart blockedReason={null} onPress={() => undefined} total="AED 35.00" />);
    const total = container.querySelector(".play-cart-actions__total");
    expect(total).toHaveTextContent("Total AED 35.00");
    expect(total?.querySelector("bdi")).toHaveTextContent("AED 35.00");
    expect(screen.getByRole("button", { name: "Add to cart" })).toBeVisible();
  });

  it("without a game there is no total, and the reason stays the button's description", async () => {
    const { container } = await renderWithI18n(
      <AddToCart blockedReason="Choose a game first" onPress={() => undefined} total={null} />,
    );
    expect(container.querySelector(".play-cart-actions__total")).toBeNull();
    expect(screen.getByRole("button", { name: "Add to cart" })).toHaveAccessibleDescription("Choose a game first");
  });

  it.each([
    ["en", "From your balance", "Pay now"],
    ["ar", "من رصيدك", "ادفع الآن"],
  ] as const)("Pay shows an amount with its words beside it (%s)", async (locale, label, pay) => {
    const { container } = await renderWithI18n(
      <PayButton onPay={async () => undefined} amount={{ label, value: <Money fils={1250} /> }} />,
      locale,
    );
    const amount = container.querySelector(".checkout-pay__amount");
    expect(amount).toHaveTextContent(label);
    expect(amount?.querySelector("bdi")).not.toBeNull();
    expect(screen.getByRole("button", { name: pay })).toBeVisible();
  });

  it("Pay without an amount is the button alone", async () => {
    const { container } = await renderWithI18n(<PayButton onPay={async () => undefined} />);
    expect(container.querySelector(".checkout-pay__amount")).toBeNull();
  });
});
