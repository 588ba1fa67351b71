// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fils, fromMajor, type Fils } from "@/domain/money/money";
import type { AppliedVoucher } from "@/domain/voucher/voucher";
import { OrderSummary } from "@/ui/features/checkout/cart/order-summary";
import { formatMoney } from "@/ui/i18n/format";
import { renderWithI18n } from "../../../components/render";

// Rendering whole pickers in jsdom is slow on a busy machine; give each test room.
vi.setConfig({ testTimeout: 20_000 });

const voucher = (amount: number, isDiscount: boolean): AppliedVoucher => ({ code: "SAVE", amount: fils(amount), isDiscount });

/** SPEC §1: owed = total − balance − voucher amount (a discount voucher is not subtracted), total rounded to 2 decimals, never below 0. */
describe.each<[string, ReadonlyArray<number>, Fils | null, AppliedVoucher | null, string, string]>([
  ["no voucher, no balance", [5, 10], fils(0), null, "AED 15.00", "AED 15.00"],
  ["an amount voucher is subtracted", [5, 10], fils(0), voucher(1000, false), "AED 15.00", "AED 5.00"],
  ["a discount voucher is not subtracted", [5, 10], fils(0), voucher(1000, true), "AED 15.00", "AED 15.00"],
  ["balance and amount voucher together", [20], fils(500), voucher(250, false), "AED 20.00", "AED 12.50"],
  ["a balance larger than the total owes nothing", [5, 10], fils(5000), null, "AED 15.00", "AED 0.00"],
  ["a voucher larger than what is left owes nothing", [5], fils(300), voucher(1000, false), "AED 5.00", "AED 0.00"],
  ["the total is rounded to 2 decimals without float noise", [0.1, 0.2], fils(0), null, "AED 0.30", "AED 0.30"],
  ["an unknown balance counts as nothing", [7.5], null, null, "AED 7.50", "AED 7.50"],
])("order summary: %s", (_name, amounts, balance, applied, total, owed) => {
  it(`shows total ${total} and amount owed ${owed}`, async () => {
    await renderWithI18n(
      <OrderSummary items={amounts.map((amount) => ({ amount: fromMajor(amount) }))} balance={balance} voucher={applied} />,
    );
    expect(screen.getByTestId("summary-total")).toHaveTextContent(total);
    expect(screen.getByTestId("summary-owed")).toHaveTextContent(owed);
  });
});

describe("order summary rows", () => {
  it.each(["en", "ar", "id"] as const)(
    "%s: an amount voucher is a negative amount written as the wallet history writes one (the Arabic minus beside the digits)",
    async (locale) => {
      await renderWithI18n(
        <OrderSummary items={[{ amount: fils(1500) }]} balance={fils(0)} voucher={voucher(1000, false)} />,
        locale,
      );
      expect(screen.getByTestId("summary-voucher").textContent).toBe(formatMoney(-1000, locale));
    },
  );

  it("a voucher worth nothing takes off 0, not −0", async () => {
    await renderWithI18n(<OrderSummary items={[{ amount: fils(1500) }]} balance={fils(0)} voucher={voucher(0, false)} />);
    expect(screen.getByTestId("summary-voucher").textContent).toBe(formatMoney(0, "en"));
  });

  it("shows an amount voucher as a deduction and a discount voucher with its note", async () => {
    const { rerender } = await renderWithI18n(
      <OrderSummary items={[{ amount: fils(1500) }]} balance={fils(0)} voucher={voucher(1000, false)} />,
    );
    expect(screen.getByText("Voucher SAVE")).toBeInTheDocument();
    expect(screen.getByTestId("summary-voucher")).toHaveTextContent("-AED 10.00");
    rerender(<OrderSummary items={[{ amount: fils(1500) }]} balance={fils(0)} voucher={voucher(1000, true)} />);
    expect(screen.getByText("Discount voucher SAVE")).toBeInTheDocument();
    // A discount voucher's amount is a percentage (WELCOME20: 20), not AED 20.00.
    expect(screen.getByTestId("summary-voucher")).toHaveTextContent(
      "10% offTaken off the price when you pay, not off the amount owed",
    );
  });

  it.each([
    ["en", "20% off"],
    ["ar", "خصم 20٪"],
    ["id", "Diskon 20%"],
  ] as const)("%s: a discount voucher of 20 reads %s", async (locale, text) => {
    await renderWithI18n(
      <OrderSummary items={[{ amount: fils(3500) }]} balance={fils(0)} voucher={voucher(2000, true)} />,
      locale,
    );
    expect(screen.getByTestId("summary-voucher")).toHaveTextContent(text);
  });

  it("says when the balance is not known yet", async () => {
    await renderWithI18n(<OrderSummary items={[{ amount: fils(1500) }]} balance={null} voucher={null} />);
    expect(screen.getByTestId("summary-balance")).toHaveTextContent("Not known yet");
  });

  it("formats money in the user's language", async () => {
    await renderWithI18n(<OrderSummary items={[{ amount: fils(1250) }]} balance={fils(0)} voucher={null} />, "id");
    expect(screen.getByTestId("summary-total")).toHaveTextContent("AED 12,50");
  });
});
