// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { sandboxServer } from "@mocks/node";
import { weekStart } from "@mocks/draw-schedule";
import { mutate, sandboxNow } from "@mocks/state";
import { TOKENS } from "@/application/tokens";
import type { CartItem } from "@/domain/cart/cart-item";
import { CheckoutScreen } from "@/ui/features/checkout/checkout-screen";
import type { AppLocale } from "@/ui/i18n/locale";
import { cartItem } from "../../../domain/cart/cart-fixtures";
import { renderScreen, screenShop, useSandbox, type ScreenShop } from "../account/screen-harness";
import { signInDemo } from "../certificates/certificate-harness";
import { fils } from "@/domain/money/money";
import { loadSignedInPay } from "@/ui/features/checkout/signed-in-pay-slot";

vi.setConfig({ testTimeout: 30_000 });

// A signed-in player's Pay comes with the checkout route's loader (loadSignedInPay), as in the app.
beforeAll(async () => {
  await loadSignedInPay();
});
useSandbox();

const LIMIT = "https://api.lotto.test/api/user/limit-game-per-week";
const TRANSACT = "https://api.lotto.test/api/lotto/transact";

/** Two entries for two draws: four plays (SPEC §7 quantity, docs/domain.md). */
const fourPlays = cartItem({
  bets: [
    [1, 2, 3, 4, 5, 6, 7],
    [8, 9, 10, 11, 12, 13, 14],
  ],
  draws: 2,
  amount: fils(2000),
  amountClone: fils(2000),
});

/** The demo user (id 1) bought `count` of the sandbox's 50 tickets this week. */
const boughtThisWeek = (count: number) =>
  mutate((state) => {
    state.weekly_tickets["1"] = { week_start: new Date(weekStart(sandboxNow())).toISOString(), count };
  });

/** Records each weekly limit request body, then lets the sandbox (or `answer`) reply. */
const recordLimitChecks = (answer?: () => Response) => {
  const bodies: Array<Record<string, unknown>> = [];
  sandboxServer.use(
    http.post(LIMIT, async ({ request }) => {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
      return answer?.();
    }),
  );
  return bodies;
};

const recordTransactions = () => {
  const bodies: unknown[] = [];
  sandboxServer.use(
    http.post(TRANSACT, async ({ request }) => {
      bodies.push(await request.clone().json());
      return HttpResponse.json({ status: 500, message: "not for this test" }, { status: 500 });
    }),
  );
  return bodies;
};

const withCart = (shop: ScreenShop, items: ReadonlyArray<CartItem>) =>
  shop.injector
    .get(TOKENS.sessionState)
    .update((state) => ({ ...state, cart: { items: [...items], voucher: null, unreadableLines: [] } }));

const openCheckout = async (options: { readonly signedIn: boolean; readonly locale?: AppLocale } = { signedIn: true }) => {
  const shop = screenShop();
  if (options.signedIn) await signInDemo(shop);
  withCart(shop, [fourPlays]);
  await renderScreen(<CheckoutScreen onEdit={vi.fn()} onPaid={vi.fn()} />, shop, "/checkout", options.locale ?? "en");
  return shop;
};

const payButton = (name = "Pay now") => screen.getByRole("button", { name });

describe("Checkout and the weekly limit (SPEC §6/§7)", () => {
  it("shows how much of the weekly limit the cart would use, sending the user id and the cart's plays", async () => {
    boughtThisWeek(10);
    const bodies = recordLimitChecks();
    await openCheckout();
    expect(await screen.findByText("This cart uses 4 of the 40 plays left this week (weekly limit: 50).")).toBeInTheDocument();
    expect(bodies).toEqual([{ user_id: 1, quantity: 4 }]);
    await waitFor(() => expect(payButton()).toBeEnabled());
  });

  it("over the limit: a clear message, Pay disabled, the cart kept", async () => {
    boughtThisWeek(48);
    const shop = await openCheckout();
    const alert = await screen.findByText(
      "This cart has 4 plays, but only 2 of your weekly limit of 50 are left this week. Remove 2 plays to pay. Your cart is kept.",
    );
    expect(alert).toHaveAttribute("role", "alert");
    expect(payButton()).toBeDisabled();
    expect(screen.getByText("Pay is off while the cart is over your weekly limit")).toBeInTheDocument();
    expect(shop.injector.get(TOKENS.sessionState).get().cart.items).toEqual([fourPlays]);
  });

  it.each<[AppLocale, string, string]>([
    ["ar", "أزل", "ادفع الآن"],
    ["id", "Hapus", "Bayar sekarang"],
  ])("over the limit in %s: the message in the player's language", async (locale, removeWord, pay) => {
    boughtThisWeek(50);
    await openCheckout({ signedIn: true, locale });
    const region = await screen.findByRole("region", { name: locale === "ar" ? "الحد الأسبوعي" : "Batas mingguan" });
    expect(await within(region).findByRole("alert")).toHaveTextContent(removeWord);
    expect(payButton(pay)).toBeDisabled();
  });

  it("a failed check says so, keeps Pay off, and 'Check again' asks the server again", async () => {
    const bodies = recordLimitChecks(() => HttpResponse.json({ status: 500, message: "Server error" }, { status: 500 }));
    await openCheckout();
    expect(
      await screen.findByText("We could not check your weekly limit, so Pay is off for now. Your cart is kept."),
    ).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
    expect(screen.getByText("Pay is off until your weekly limit is checked")).toBeInTheDocument();
    sandboxServer.resetHandlers();
    await userEvent.click(screen.getByRole("button", { name: "Check again" }));
    expect(await screen.findByText("This cart uses 4 of the 50 plays left this week (weekly limit: 50).")).toBeInTheDocument();
    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(bodies).toHaveLength(1);
  });

  it("Pay checks again: when the limit was used up meanwhile, nothing is bought and the notice turns to over", async () => {
    await openCheckout();
    await screen.findByText("This cart uses 4 of the 50 plays left this week (weekly limit: 50).");
    const transactions = recordTransactions();
    const checks = recordLimitChecks();
    boughtThisWeek(49);
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.click(payButton());
    expect(
      await screen.findAllByText(
        "This cart has 4 plays, but only 1 of your weekly limit of 50 is left this week. Remove 3 plays to pay. Your cart is kept.",
      ),
    ).not.toHaveLength(0);
    expect(transactions).toEqual([]);
    expect(checks[0]).toEqual({ user_id: 1, quantity: 4 });
    await waitFor(() => expect(payButton()).toBeDisabled());
  });

  it.each<[string, unknown, string, boolean]>([
    ["SPEC-literal yes alone", { result: true }, "This cart's 4 plays fit within your weekly limit.", true],
    [
      "SPEC-literal no alone",
      { result: false },
      "This cart's 4 plays are more than your weekly limit allows this week. Remove some plays to pay. Your cart is kept.",
      false,
    ],
    ["what is left alone, enough", { data: { remaining: 9 } }, "This cart uses 4 of the 9 plays left this week.", true],
    [
      "what is left alone, short",
      { data: { remaining: 3 } },
      "This cart has 4 plays, but only 3 are left of your weekly limit this week. Remove 1 play to pay. Your cart is kept.",
      false,
    ],
    [
      "no verdict at all",
      { status: 200, message: "OK" },
      "We could not check your weekly limit, so Pay is off for now. Your cart is kept.",
      false,
    ],
  ])("an answer with only part of it (%s): what is known is shown and decides Pay", async (_case, body, text, payable) => {
    recordLimitChecks(() => HttpResponse.json(body as never));
    await openCheckout();
    expect(await screen.findByText(text)).toBeInTheDocument();
    if (payable) await waitFor(() => expect(payButton()).toBeEnabled());
    else expect(payButton()).toBeDisabled();
  });

  it("a guest sees nothing of it and nothing is sent", async () => {
    const bodies = recordLimitChecks();
    await openCheckout({ signedIn: false });
    expect(await screen.findByRole("link", { name: /Sign in/ })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Weekly limit" })).toBeNull();
    expect(screen.queryByText(/weekly limit/i)).toBeNull();
    expect(bodies).toEqual([]);
  });
});
