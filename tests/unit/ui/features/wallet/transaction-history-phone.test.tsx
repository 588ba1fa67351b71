// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { WalletTransaction } from "@/application/ports/wallet.port";
import type { Fils } from "@/domain/money/money";
import { TransactionHistory } from "@/ui/features/wallet/transaction-history";
import { renderWithRouter } from "../../components/render";

vi.setConfig({ testTimeout: 20_000 });

const row: WalletTransaction = {
  id: "t1",
  type: "share_out",
  amount: -1050 as Fils,
  balanceAfter: 123_450 as Fils,
  description: "Shared with +971 509876543",
  status: "completed",
  createdAt: "2026-11-21T16:25:00Z",
};
const page = { items: [row], pagination: { page: 1, perPage: 10, total: 1, lastPage: 1 } };

/** Issue 12: on a phone each transaction is a stacked card; it stays a table for assistive technology. */
describe("TransactionHistory at 320 px", () => {
  it.each([
    ["en", ["Date", "Description", "Type", "Amount", "Status", "Balance after"]],
    ["ar", ["التاريخ", "الوصف", "النوع", "المبلغ", "الحالة", "الرصيد بعدها"]],
  ] as const)("labels every cell with its column (%s) and keeps the table's roles", async (locale, labels) => {
    await renderWithRouter(<TransactionHistory page={page} onPage={() => undefined} />, locale);
    const table = screen.getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(labels);
    const cells = within(table).getAllByRole("cell");
    expect(cells.map((cell) => cell.dataset.label)).toEqual(labels);
    expect(screen.getByRole("region")).toHaveAttribute("tabindex", "0");
  });

  it("isolates the description, which can mix scripts and digits, and keeps its phone number whole", async () => {
    await renderWithRouter(<TransactionHistory page={page} onPage={() => undefined} />, "ar");
    const phone = screen.getByText("+971 509876543");
    expect(phone).toHaveClass("ui-phone");
    expect(phone.parentElement?.tagName).toBe("BDI");
    expect(phone.parentElement).toHaveTextContent("Shared with +971 509876543");
  });
});
