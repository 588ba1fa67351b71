// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useMutation } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type Fils, fils } from "@/domain/money/money";
import { AddCreditForm } from "@/ui/features/wallet/add-credit-form";
import { BankWithdrawalForm } from "@/ui/features/wallet/bank-withdrawal-form";
import { ShareCreditForm } from "@/ui/features/wallet/share-credit-form";
import { WithdrawForm } from "@/ui/features/wallet/withdraw-form";
import { renderWithI18n } from "../../components/render";
import { description } from "../account/describe";
import { typeInto } from "../account/type-into";

vi.setConfig({ testTimeout: 30_000 });

/** The withdraw form as the wallet page wires it: its move is a mutation whose isPending it shows. */
function WithdrawOverMutation({ onMove }: { readonly onMove: (input: { readonly amount: Fils }) => Promise<{ done: string }> }) {
  const move = useMutation({
    mutationKey: ["wallet", "withdraw"],
    mutationFn: (input: { readonly amount: Fils }) => onMove(input),
  });
  return <WithdrawForm balance={fils(50_000)} moving={move.isPending} onMove={(input) => move.mutateAsync(input)} />;
}

const amountField = () => screen.getByRole("textbox", { name: "Amount (AED)" });
const review = () => userEvent.click(screen.getByRole("button", { name: "Review" }));

describe("amount field (SPEC §5 numeric input, decimal mode)", () => {
  it("keeps digits and one decimal point", async () => {
    await renderWithI18n(<WithdrawForm balance={fils(100_000)} onMove={vi.fn()} />);
    await typeInto(amountField(), "1a2.5.0x");
    expect(amountField()).toHaveValue("12.50");
  });

  it.each([
    ["", "Please enter an amount"],
    ["1.234", "at most 2 decimals"],
    ["5", "between AED 10.00 and AED 10,000.00"],
    ["20000", "between AED 10.00 and AED 10,000.00"],
    ["600", "more than your balance of AED 500.00"],
  ])("%j → %s", async (typed, message) => {
    const onMove = vi.fn();
    await renderWithI18n(<WithdrawForm balance={fils(50_000)} onMove={onMove} />);
    if (typed !== "") await typeInto(amountField(), typed);
    await review();
    expect(description(amountField())).toContain(message);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(onMove).not.toHaveBeenCalled();
  });

  it.each([
    ["id", "1.000", "Jumlah (AED)", "Tinjau", "Tulis jumlah tanpa titik pemisah ribuan, misalnya 1000"],
    ["id", "10.000", "Jumlah (AED)", "Tinjau", "misalnya 10000"],
    ["id", "1.2345", "Jumlah (AED)", "Tinjau", "paling banyak 2 desimal"],
    ["en", "1.000", "Amount (AED)", "Review", "at most 2 decimals"],
  ] as const)(
    "%s: %j, thousands grouped as the page writes them, is refused with how to write it",
    async (locale, typed, name, submit, message) => {
      const onMove = vi.fn();
      await renderWithI18n(<WithdrawForm balance={fils(5_000_000)} onMove={onMove} />, locale);
      const field = screen.getByRole("textbox", { name });
      await typeInto(field, typed);
      await userEvent.click(screen.getByRole("button", { name: submit }));
      expect(description(field)).toContain(message);
      expect(field).toHaveValue(typed);
      expect(onMove).not.toHaveBeenCalled();
    },
  );
});

describe("money moves only after confirmation, once", () => {
  it("asks first; Cancel moves nothing; confirming sends one request and says the new balance", async () => {
    let answer: (value: { done: string }) => void = () => undefined;
    const onMove = vi.fn((_input: { readonly amount: Fils }) => new Promise<{ done: string }>((resolve) => (answer = resolve)));
    await renderWithI18n(
      <QueryClientProvider client={new QueryClient()}>
        <WithdrawOverMutation onMove={onMove} />
      </QueryClientProvider>,
    );
    await typeInto(amountField(), "25");
    await review();
    const dialog = screen.getByRole("alertdialog", { name: "Confirm this payment" });
    expect(dialog.textContent?.replace(/\u00a0/g, " ")).toContain("Withdraw AED 25.00 to your card?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onMove).not.toHaveBeenCalled();
    await review();
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await userEvent.click(await screen.findByRole("button", { name: /Sending/ }));
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(onMove).toHaveBeenCalledWith({ amount: 2_500 });
    answer({ done: "Done. Your balance is now AED 475.00." });
    expect(await screen.findByText("Done. Your balance is now AED 475.00.")).toBeInTheDocument();
    expect(amountField()).toHaveValue("");
    // Focus (and the screen) on the words that say it went through, not on Review above them.
    await waitFor(() => expect(screen.getByText("Done. Your balance is now AED 475.00.")).toHaveFocus());
  });

  it("shows a refusal beside the amount and keeps it", async () => {
    await renderWithI18n(
      <WithdrawForm balance={null} onMove={async () => ({ fieldErrors: { amount: "Withdrawals are paused." } })} />,
    );
    await typeInto(amountField(), "25");
    await review();
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(description(amountField())).toContain("Withdrawals are paused."));
    expect(amountField()).toHaveValue("25");
  });

  it("adds credit with the chosen method", async () => {
    const onMove = vi.fn(async () => ({ done: "ok" }));
    await renderWithI18n(<AddCreditForm onMove={onMove} />);
    await typeInto(amountField(), "100");
    await userEvent.click(screen.getByRole("radio", { name: "Apple Pay" }));
    await review();
    expect(screen.getByRole("alertdialog").textContent?.replace(/\u00a0/g, " ")).toContain(
      "Add AED 100.00 to your balance with Apple Pay?",
    );
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(onMove).toHaveBeenCalledWith({ amount: 10_000, paymentMethod: "apple_pay" });
  });
});

describe("ShareCreditForm", () => {
  it.each([
    ["", "Phone number is required"],
    ["12", "Please enter a valid phone number"],
  ])("recipient %j → %s", async (phone, message) => {
    await renderWithI18n(<ShareCreditForm balance={fils(50_000)} onMove={vi.fn()} />);
    const field = screen.getByRole("textbox", { name: "Recipient" });
    if (phone !== "") await typeInto(field, phone);
    await review();
    expect(description(field)).toContain(message);
  });

  it("sends to the phone after confirmation", async () => {
    const onMove = vi.fn(async () => ({ done: "ok" }));
    await renderWithI18n(<ShareCreditForm balance={fils(50_000)} onMove={onMove} />);
    await typeInto(screen.getByRole("textbox", { name: "Recipient" }), "509876543");
    await typeInto(amountField(), "20");
    await review();
    // The phone number isolated (bidi.tsx isolatedText), its two parts joined by a no-break space.
    expect(screen.getByRole("alertdialog").textContent?.replace(/\u00a0/g, " ")).toContain(
      "Send AED 20.00 to \u2068+971 509876543\u2069?",
    );
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(onMove).toHaveBeenCalledWith({ callingCode: "+971", phone: "509876543", amount: 2_000 });
  });

  it.each([
    ["en", "Recipient", "0501234567", "This is your own number. Enter the number of the person you are sharing with"],
    ["ar", "المستلم", "501234567", "هذا رقمك أنت. أدخل رقم الشخص الذي تشارك الرصيد معه"],
  ] as const)(
    "%s: the player's own number is refused before the confirmation, the number kept",
    async (locale, label, phone, message) => {
      const onMove = vi.fn(async () => ({ done: "ok" }));
      await renderWithI18n(
        <ShareCreditForm balance={fils(50_000)} onMove={onMove} ownPhone={{ callingCode: "+971", phone: "501234567" }} />,
        locale,
      );
      const field = screen.getByRole("textbox", { name: label });
      await typeInto(field, phone);
      await typeInto(screen.getByRole("textbox", { name: locale === "en" ? "Amount (AED)" : /المبلغ/ }), "20");
      await userEvent.click(screen.getByRole("button", { name: locale === "en" ? "Review" : /مراجعة/ }));
      expect(description(field)).toContain(message);
      expect(screen.queryByRole("alertdialog")).toBeNull();
      expect(field).toHaveValue(phone);
      expect(onMove).not.toHaveBeenCalled();
    },
  );
});

describe("BankWithdrawalForm (IBAN with its mod-97 checksum)", () => {
  it.each([
    ["", "Please enter your IBAN"],
    ["AE07 0331 2345 6789 0123 457", "This IBAN is not valid"],
    ["AE07033123456789012345", "This IBAN is not valid"],
  ])("IBAN %j → %s", async (iban, message) => {
    await renderWithI18n(<BankWithdrawalForm balance={fils(50_000)} onMove={vi.fn()} />);
    const field = screen.getByRole("textbox", { name: "IBAN" });
    if (iban !== "") await typeInto(field, iban);
    await review();
    expect(description(field)).toContain(message);
    expect(description(screen.getByRole("textbox", { name: "Account holder name" }))).toContain(
      "Please enter the account holder's name",
    );
  });

  it("accepts a valid IBAN with spaces and sends it", async () => {
    const onMove = vi.fn(async () => ({ done: "ok" }));
    await renderWithI18n(<BankWithdrawalForm balance={fils(50_000)} onMove={onMove} />);
    await typeInto(screen.getByRole("textbox", { name: "IBAN" }), "ae07 0331 2345 6789 0123 456");
    await typeInto(screen.getByRole("textbox", { name: "Account holder name" }), "Layla Haddad");
    await typeInto(amountField(), "50");
    await review();
    expect(screen.getByRole("alertdialog").textContent?.replace(/\u00a0/g, " ")).toContain("AE070331234567890123456");
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(onMove).toHaveBeenCalledWith({
      amount: 5_000,
      iban: "ae07 0331 2345 6789 0123 456",
      accountHolderName: "Layla Haddad",
      bankName: "",
    });
  });
});
