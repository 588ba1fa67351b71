// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Result } from "effect";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { NetworkError, ServerMessage } from "@/application/ports/api-errors";
import { fils } from "@/domain/money/money";
import type { AppliedVoucher } from "@/domain/voucher/voucher";
import type { VoucherOutcome } from "@/domain/voucher/voucher-outcome";
import { type RedeemVoucher, VoucherForm } from "@/ui/features/checkout/voucher-form";
import { formatDateTime } from "@/ui/i18n/format";
import { isolatedText } from "@/ui/components/bidi";
import { renderWithRouter } from "../../components/render";

// Rendering whole pickers in jsdom is slow on a busy machine; give each test room.
vi.setConfig({ testTimeout: 20_000 });

const usableAfter = new Date("2025-01-15T12:10:00Z");

const renderForm = async (redeem: RedeemVoucher, locale: "en" | "ar" = "en") => {
  const onRedeem = vi.fn(redeem);
  const onRemove = vi.fn();
  await renderWithRouter(<VoucherForm applied={null} onRedeem={onRedeem} onRemove={onRemove} />, locale);
  return { user: userEvent.setup(), onRedeem, onRemove };
};

const answer =
  (outcome: VoucherOutcome): RedeemVoucher =>
  () =>
    Promise.resolve(Result.succeed(outcome));
const field = () => screen.getByRole("textbox", { name: "Voucher code" });

describe("VoucherForm: SPEC §5 code rule", () => {
  it.each(["", "   "])("refuses %j with 'The voucher code is required' and sends nothing", async (typed) => {
    const { user, onRedeem } = await renderForm(answer({ _tag: "VoucherFailed" }));
    if (typed !== "") await user.type(field(), typed);
    await user.click(screen.getByRole("button", { name: "Redeem" }));
    expect(onRedeem).not.toHaveBeenCalled();
    expect(field()).toHaveAttribute("aria-invalid", "true");
    expect(field()).toHaveAccessibleDescription("The voucher code is required");
  });

  it("sends the trimmed code", async () => {
    const { user, onRedeem } = await renderForm(answer({ _tag: "VoucherFailed" }));
    await user.type(field(), "  SAVE10 ");
    await user.click(screen.getByRole("button", { name: "Redeem" }));
    expect(onRedeem).toHaveBeenCalledWith("SAVE10");
  });
});

describe("VoucherForm: SPEC §8 messages for each outcome", () => {
  it.each<[string, VoucherOutcome, string]>([
    [
      "type 1 ban",
      { _tag: "VoucherBanned", duration: "10m", usableAfter },
      `You are banned from using vouchers for 10 minutes. Please use it after ${formatDateTime(usableAfter, "en")}.`,
    ],
    [
      "any other ban",
      { _tag: "VoucherBanned", duration: "1d", usableAfter },
      `You are banned from using vouchers for 1 day. Please use it after ${formatDateTime(usableAfter, "en")}.`,
    ],
    // The server's words, bidi-isolated (server-words.ts).
    [
      "the server's message",
      { _tag: "VoucherRejected", message: "This voucher has expired" },
      isolatedText("This voucher has expired"),
    ],
    ["no message", { _tag: "VoucherFailed" }, "Failed to redeem voucher"],
  ])("%s", async (_name, outcome, written) => {
    // As Testing Library reads the page: a time's no-break space before "PM" is a space.
    const message = written.replace(/\u00a0/g, " ");
    const { user } = await renderForm(answer(outcome));
    await user.type(field(), "SAVE10");
    await user.click(screen.getByRole("button", { name: "Redeem" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field()).toHaveAccessibleDescription(written);
    expect(screen.getByText(message).closest("[aria-live=polite]")).not.toBeNull();
  });

  it("formats the ban's end in the user's locale", async () => {
    const { user } = await renderForm(answer({ _tag: "VoucherBanned", duration: "10m", usableAfter }), "ar");
    await user.type(screen.getByRole("textbox"), "SAVE10");
    await user.click(screen.getByRole("button", { name: "استبدال" }));
    expect(
      await screen.findByText(
        new RegExp(
          formatDateTime(usableAfter, "ar")
            .replace(/\u00a0/g, " ")
            .replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
        ),
      ),
    ).toBeInTheDocument();
  });

  it.each([
    [
      "a refusal's own message",
      new ServerMessage({ status: 409, message: "Vouchers are paused" }),
      isolatedText("Vouchers are paused"),
    ],
    // A 5xx's text ("Server Error") has no translation: SPEC §8's own words instead (server-words.ts).
    ["SPEC §8's words for a 5xx", new ServerMessage({ status: 500, message: "Server Error" }), "Failed to redeem voucher"],
    ["a network failure", new NetworkError({ reason: "offline" }), "Failed to redeem voucher"],
  ])("a call that did not get through shows %s", async (_name, failure, message) => {
    const { user } = await renderForm(() => Promise.resolve(Result.fail(failure)));
    await user.type(field(), "SAVE10");
    await user.click(screen.getByRole("button", { name: "Redeem" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("confirms a redeemed voucher and clears the field", async () => {
    const { user } = await renderForm(
      answer({ _tag: "VoucherRedeemed", voucher: { code: "SAVE10", isDiscount: false, amount: fils(1000) }, message: null }),
    );
    await user.type(field(), "SAVE10");
    await user.click(screen.getByRole("button", { name: "Redeem" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Voucher SAVE10 applied");
    expect(field()).toHaveValue("");
    expect(field()).not.toHaveAttribute("aria-invalid");
  });
});

describe("VoucherForm with a voucher applied", () => {
  it("shows it and removes it", async () => {
    const onRemove = vi.fn();
    const user = userEvent.setup();
    await renderWithRouter(
      <VoucherForm applied={{ code: "SAVE10", isDiscount: true, amount: fils(500) }} onRedeem={vi.fn()} onRemove={onRemove} />,
    );
    // The code is bidi-isolated inside the sentence (issue 12).
    expect(screen.getByText("SAVE10", { selector: "bdi" }).closest("p")).toHaveTextContent("Voucher SAVE10 applied");
    await user.click(screen.getByRole("button", { name: "Remove voucher SAVE10" }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status")).toHaveTextContent("Voucher removed");
  });
});

describe("VoucherForm: focus when Redeem or Remove goes", () => {
  /** The checkout's part: the voucher the redeem applies is on the cart until it is removed. */
  function CheckoutVoucher() {
    const [applied, setApplied] = useState<AppliedVoucher | null>(null);
    const redeem: RedeemVoucher = (code) => {
      const voucher = { code, isDiscount: false, amount: fils(1000) };
      setApplied(voucher);
      return Promise.resolve(Result.succeed({ _tag: "VoucherRedeemed" as const, voucher, message: null }));
    };
    return <VoucherForm applied={applied} onRedeem={redeem} onRemove={() => setApplied(null)} />;
  }

  it("goes to Remove once the voucher is applied, and back to the code field once it is removed", async () => {
    const user = userEvent.setup();
    await renderWithRouter(<CheckoutVoucher />);
    await user.type(field(), "SAVE10");
    await user.click(screen.getByRole("button", { name: "Redeem" }));
    const remove = await screen.findByRole("button", { name: "Remove voucher SAVE10" });
    await waitFor(() => expect(remove).toHaveFocus());
    await user.click(remove);
    await waitFor(() => expect(field()).toHaveFocus());
    // The player can type the next code straight away.
    await user.keyboard("WELCOME5");
    expect(field()).toHaveValue("WELCOME5");
  });
});
