// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DEMO_USER } from "@mocks/seed";
import { ACCOUNT_TOKENS } from "@/application/account/account.tokens";
import { TOKENS } from "@/application/tokens";
import { WalletScreen } from "@/ui/features/wallet/wallet-screen";
import { renderScreen, screenShop, useSandbox } from "../account/screen-harness";
import { typeInto } from "../account/type-into";

vi.setConfig({ testTimeout: 30_000 });
useSandbox();

const signedInShop = async () => {
  const shop = screenShop();
  await shop.injector
    .get(ACCOUNT_TOKENS.signIn)
    .execute({ callingCode: DEMO_USER.calling_code, phone: DEMO_USER.phone, password: DEMO_USER.password });
  return shop;
};

const text = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, " ") ?? "";

describe("WalletScreen on the sandbox (SPEC §2 /wallet?step=…)", () => {
  it("step 1 shows the balance and the history table", async () => {
    await renderScreen(<WalletScreen />, await signedInShop(), "/wallet?step=1");
    expect(screen.getByRole("tab", { name: "Balance and history", selected: true })).toBeInTheDocument();
    expect(text(screen.getByText("Your balance").parentElement as HTMLElement)).toContain("AED 1,234.50");
    const table = await screen.findByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Date", "Description", "Type", "Amount", "Status", "Balance after"]);
    // One landmark of that name, the table's focusable scroller: no section of the same name around it.
    expect(screen.getAllByRole("region", { name: "Transaction history" })).toEqual([table.parentElement]);
  });

  it("step 3 shares credit after confirmation and the balance follows", async () => {
    const shop = await signedInShop();
    await renderScreen(<WalletScreen />, shop, "/wallet?step=3");
    expect(screen.getByRole("tab", { name: "Share credit", selected: true })).toBeInTheDocument();
    await typeInto(screen.getByRole("textbox", { name: "Recipient" }), "509876543");
    await typeInto(screen.getByRole("textbox", { name: "Amount (AED)" }), "25");
    await userEvent.click(screen.getByRole("button", { name: "Review" }));
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(text(screen.getByText(/^Done\./))).toContain("AED 1,209.50"));
    expect(shop.injector.get(TOKENS.sessionState).get().balance).toBe(120_950);
  });

  it("step 4 withdraws to the card, pending review", async () => {
    await renderScreen(<WalletScreen />, await signedInShop(), "/wallet?step=4");
    const withdraw = screen.getByRole("region", { name: "Withdraw" });
    await typeInto(within(withdraw).getByRole("textbox", { name: "Amount (AED)" }), "100");
    await userEvent.click(within(withdraw).getByRole("button", { name: "Review" }));
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText(/pending review/)).toBeInTheDocument();
  });
});
