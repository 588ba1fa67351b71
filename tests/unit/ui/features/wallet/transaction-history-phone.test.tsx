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
const page = { items: [row], unreadable: 0, pagination: { page: 1, perPage: 10, total: 1, lastPage: 1 } };

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

/**
 * A server that is not this build: a movement of a kind or status the shop does not know is shown as
 * "Other", with its description and amounts; one that could not be read at all is counted after the
 * table, with the way to ask about it (docs/api-design.md, wallet history).
 */
describe("TransactionHistory with movements the shop does not know", () => {
  const refund: WalletTransaction = {
    ...row,
    id: "t2",
    type: "other",
    status: "other",
    amount: 700 as Fils,
    description: "Refund",
  };

  it.each([
    ["en", "Other", "Other", "2 more movements on this page cannot be shown here", "Contact us"],
    ["ar", "أخرى", "أخرى", "لا يمكن عرض 2 حركتين أخرى من هذه الصفحة هنا", "اتصل بنا"],
    ["id", "Lainnya", "Lainnya", "2 transaksi lain di halaman ini tidak dapat ditampilkan di sini", "Hubungi kami"],
  ] as const)(
    "names an unknown kind and status, and counts the unreadable ones (%s)",
    async (locale, kind, status, note, contact) => {
      const odd = { ...page, items: [refund], unreadable: 2 };
      await renderWithRouter(<TransactionHistory page={odd} onPage={() => undefined} />, locale);
      const cells = within(screen.getByRole("table")).getAllByRole("cell");
      expect(cells.map((cell) => cell.textContent)).toEqual(expect.arrayContaining([kind, status, "Refund"]));
      const said = screen.getByText((_text, element) => element?.classList.contains("wallet-unreadable") ?? false);
      expect(said).toHaveTextContent(note);
      expect(within(said).getByRole("link", { name: contact })).toHaveAttribute("href", expect.stringMatching(/contact-us$/));
    },
  );

  it("a page of which no movement reads is the note, not 'No transactions yet'", async () => {
    await renderWithRouter(<TransactionHistory page={{ ...page, items: [], unreadable: 1 }} onPage={() => undefined} />, "en");
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByText("No transactions yet.")).toBeNull();
    expect(screen.getByText(/1 more movement on this page cannot be shown here .* It is still in your account/)).toBeVisible();
  });

  it("a page that holds nothing says so", async () => {
    await renderWithRouter(<TransactionHistory page={{ ...page, items: [], unreadable: 0 }} onPage={() => undefined} />, "en");
    expect(screen.getByText("No transactions yet.")).toBeVisible();
  });
});
