// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Result } from "effect";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { NetworkError, Refused, ServerMessage, Unauthorized } from "@/application/ports/api-errors";
import { CartChanged, EmptyCart, SignInRequired } from "@/application/checkout/checkout.errors";
import type { PurchaseReceipt } from "@/application/ports/payment-gateway.port";
import type { PayFailure, PayResult } from "@/application/checkout/pay-checkout.use-case";
import { fils, type Fils } from "@/domain/money/money";
import { CheckoutView, type CheckoutViewProps } from "@/ui/features/checkout/checkout-view";
import type { PaymentFailureReason } from "@/domain/payment/payment-failure-reason";
import type { AppLocale } from "@/ui/i18n/locale";
import { cartItem } from "../../../domain/cart/cart-fixtures";
import { renderWithRouter } from "../../components/render";
import { withAppLinks } from "./app-link-container";
import { loadSignedInPay } from "@/ui/features/checkout/signed-in-pay-slot";

// Rendering whole pickers in jsdom is slow on a busy machine; give each test room.
vi.setConfig({ testTimeout: 20_000 });

// A signed-in player's Pay comes with the checkout route's loader (loadSignedInPay), as in the app.
beforeAll(async () => {
  await loadSignedInPay();
});

const receipt: PurchaseReceipt = {
  transactionId: "tx-1",
  ticketsPurchased: 1,
  amountPaid: fils(500),
  voucherAmount: fils(0),
  balance: fils(500),
  createdAt: "2025-01-15T12:00:00Z",
};

const renderCheckout = async (
  balance: Fils | null,
  pay: () => Promise<PayResult>,
  extra: Partial<
    Pick<CheckoutViewProps, "isSignedIn" | "onFailed" | "paying" | "readingBalance" | "onReadBalance" | "voucher">
  > = {},
  locale: AppLocale = "en",
) => {
  const onPaid = vi.fn();
  const { ui } = withAppLinks(
    <CheckoutView
      {...extra}
      items={[cartItem({ amount: fils(500) })]}
      voucher={extra.voucher ?? null}
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
  const { container } = await renderWithRouter(ui, locale);
  return { user: userEvent.setup(), onPaid, container };
};

describe("CheckoutView", () => {
  it("while a payment is on its way the cart's lines cannot be edited or removed; after it they can", async () => {
    const pay = () => Promise.resolve(Result.succeed(receipt));
    await renderCheckout(fils(1000), pay, { paying: true });
    expect(screen.getByRole("button", { name: /^Edit/ })).toBeDisabled();
    expect(screen.getByRole("button", { name: /^Remove/ })).toBeDisabled();
  });

  it("signed in with a balance that could not be read: says so, Pay off, and reads it again on request", async () => {
    const onReadBalance = vi.fn();
    const pay = () => Promise.resolve(Result.succeed(receipt));
    const { user } = await renderCheckout(null, pay, { onReadBalance, readingBalance: false });
    expect(screen.queryByText("Sign in to pay from your balance")).toBeNull();
    expect(screen.getByText("We could not read your balance, so you cannot pay yet.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay now" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Read my balance again" }));
    expect(onReadBalance).toHaveBeenCalledTimes(1);
  });

  it("signed in while the balance is being read: says so, without the button", async () => {
    const pay = () => Promise.resolve(Result.succeed(receipt));
    await renderCheckout(null, pay, { readingBalance: true });
    expect(screen.getByText("Reading your balance…")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Read my balance again" })).toBeNull();
    expect(screen.queryByText("Sign in to pay from your balance")).toBeNull();
  });

  it("a cart changed while Pay checked it: says nothing was paid and to check the cart and pay again", async () => {
    const { user } = await renderCheckout(fils(1000), () => Promise.resolve(Result.fail(new CartChanged())));
    await user.click(screen.getByRole("button", { name: "Pay now" }));
    expect(
      await screen.findByText(
        "Your cart changed while we were checking it, so nothing was paid. Check your cart and press Pay now again.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Remove/ })).toBeEnabled();
  });

  it("pays when the balance covers the cart and hands over the receipt", async () => {
    const { user, onPaid } = await renderCheckout(fils(1000), () => Promise.resolve(Result.succeed(receipt)));
    await user.click(screen.getByRole("button", { name: "Pay now" }));
    expect(onPaid).toHaveBeenCalledWith(receipt);
  });

  // The phone's Pay bar: a cart of 5.00. The amount owed is 0.00 whenever Pay is on, so beside Pay
  // it is what paying takes from the balance; while the balance is short, what it does not cover.
  it.each<[string, AppLocale, Fils, CheckoutViewProps["voucher"], string]>([
    ["the balance covers the cart", "en", fils(1000), null, "From your balance AED 5.00"],
    [
      "an amount voucher",
      "en",
      fils(1000),
      { code: "SAVE1", isDiscount: false, amount: fils(100) },
      "From your balance AED 4.00",
    ],
    [
      "a discount voucher (the server takes it off when paying)",
      "en",
      fils(1000),
      { code: "WELCOME20", isDiscount: true, amount: fils(20) },
      "From balance, at most AED 5.00",
    ],
    ["the balance is short", "en", fils(100), null, "Amount owed AED 4.00"],
    ["the balance covers the cart, in Arabic", "ar", fils(1000), null, "من رصيدك"],
    ["the balance is short, in Arabic", "ar", fils(100), null, "المبلغ المستحق"],
  ])("the Pay bar's amount: %s", async (_, locale, balance, voucher, words) => {
    const { container } = await renderCheckout(balance, () => Promise.resolve(Result.succeed(receipt)), { voucher }, locale);
    await screen.findByRole("button", { name: locale === "en" ? "Pay now" : "ادفع الآن" });
    const amount = container.querySelector(".checkout-pay__amount");
    expect(amount?.textContent?.replace(/\s+/g, " ")).toContain(words);
    // The amount in a <bdi>, isolated in the Arabic line.
    expect(amount?.querySelector("bdi")).not.toBeNull();
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

  it.each([
    ["en", "/login?returnUrl=%2Fcheckout"],
    ["ar", "/ar/login?returnUrl=%2Far%2Fcheckout"],
  ] as const)("SPEC §2/§6: in %s a guest is sent to sign in and back (%s) instead of a Pay button", async (locale, href) => {
    await renderCheckout(null, () => Promise.reject(new Error("a guest cannot pay")), { isSignedIn: false }, locale);
    expect(screen.queryByRole("button", { name: /Pay now|ادفع/ })).toBeNull();
    expect(screen.getAllByRole("link").find((link) => link.getAttribute("href")?.includes("login"))).toHaveAttribute(
      "href",
      href,
    );
  });

  it.each<[string, PayFailure, PaymentFailureReason]>([
    ["a refused payment (draw closed)", new Refused({ status: 409, code: "draw_closed", message: "closed" }), "draw_closed"],
    ["a short balance", new Refused({ status: 402, code: "insufficient_balance", message: "short" }), "insufficient_balance"],
    ["no answer", new NetworkError({ reason: "offline" }), "network"],
    ["a server error", new ServerMessage({ status: 500, message: "boom" }), "unknown"],
  ])("SPEC §2: %s goes to /unsuccessful-payment with its reason", async (_name, failure, reason) => {
    const onFailed = vi.fn();
    const { user } = await renderCheckout(fils(1000), () => Promise.resolve(Result.fail(failure)), { onFailed });
    await user.click(screen.getByRole("button", { name: "Pay now" }));
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledWith(reason));
  });

  it.each<[string, PayFailure, string]>([
    ["sign-in needed", new SignInRequired(), "Please sign in to pay"],
    ["an empty cart", new EmptyCart(), "Your cart is empty"],
  ])("%s is said on the checkout itself, not on another page", async (_name, failure, text) => {
    const onFailed = vi.fn();
    const { user } = await renderCheckout(fils(1000), () => Promise.resolve(Result.fail(failure)), { onFailed });
    await user.click(screen.getByRole("button", { name: "Pay now" }));
    expect(await screen.findByText(text, { selector: ".checkout-error" })).toBeInTheDocument();
    expect(onFailed).not.toHaveBeenCalled();
  });

  it("a 401 is left to the SPEC §8 rule (no unsuccessful-payment page)", async () => {
    const onFailed = vi.fn();
    const { user } = await renderCheckout(
      fils(1000),
      () => Promise.resolve(Result.fail(Unauthorized.fromMessage("Unauthorized"))),
      { onFailed },
    );
    await user.click(screen.getByRole("button", { name: "Pay now" }));
    await screen.findByRole("button", { name: "Pay now" });
    expect(onFailed).not.toHaveBeenCalled();
  });
});
