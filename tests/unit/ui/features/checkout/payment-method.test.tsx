// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fils } from "@/domain/money/money";
import { PaymentMethod } from "@/ui/features/checkout/payment-method";
import { renderWithRouter } from "../../components/render";
import { withAppLinks } from "./app-link-container";

// Rendering whole pickers in jsdom is slow on a busy machine; give each test room.
vi.setConfig({ testTimeout: 20_000 });

describe("PaymentMethod (SPEC §1: payment is from the balance)", () => {
  it("offers the balance with what is available", async () => {
    await renderWithRouter(withAppLinks(<PaymentMethod balance={fils(5000)} amountOwed={fils(0)} />).ui);
    const method = screen.getByRole("radio", { name: /Wallet balance/ });
    expect(method).toBeChecked();
    expect(screen.getByText("AED 50.00 available")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Top up wallet" })).toBeNull();
  });

  it("says by how much the balance is short and offers a top-up", async () => {
    await renderWithRouter(withAppLinks(<PaymentMethod balance={fils(500)} amountOwed={fils(1250)} />).ui);
    expect(screen.getByRole("radiogroup", { name: "Pay with" })).toHaveAccessibleDescription(
      /^Your balance is short by AED\s12\.50$/,
    );
    expect(screen.getByRole("link", { name: "Top up wallet" })).toHaveAttribute("href", "/wallet?step=2");
  });

  it("never calls an unknown balance (a guest's) short", async () => {
    await renderWithRouter(withAppLinks(<PaymentMethod balance={null} amountOwed={fils(1250)} />).ui);
    expect(screen.getByRole("radiogroup", { name: "Pay with" })).not.toHaveAccessibleDescription(/short/);
    expect(screen.queryByRole("link", { name: "Top up wallet" })).toBeNull();
  });

  it("the top-up is a SPEC §2 app redirect link: a click goes through OpenAppLinkUseCase", async () => {
    const { ui, openAppLink } = withAppLinks(<PaymentMethod balance={fils(0)} amountOwed={fils(100)} />);
    await renderWithRouter(ui);
    expect(fireEvent.click(screen.getByRole("link", { name: "Top up wallet" }))).toBe(false);
    expect(openAppLink.calls).toEqual([[{ path: "/wallet?step=2" }]]);
  });

  it("keeps the language prefix on the top-up link", async () => {
    await renderWithRouter(withAppLinks(<PaymentMethod balance={fils(0)} amountOwed={fils(100)} />).ui, "ar");
    expect(screen.getByRole("link", { name: "اشحن المحفظة" })).toHaveAttribute("href", "/ar/wallet?step=2");
  });
});
