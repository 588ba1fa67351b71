// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRouter } from "@tanstack/react-router";
import { beforeAll, describe, vi } from "vitest";
import { TOKENS } from "@/application/tokens";
import type { CartItem } from "@/domain/cart/cart-item";
import { CheckoutScreen } from "@/ui/features/checkout/checkout-screen";
import { UnsuccessfulPaymentScreen } from "@/ui/features/content/unsuccessful-payment-screen";
import { cartItem } from "../../domain/cart/cart-fixtures";
import type { ScreenShop } from "../features/account/screen-harness";
import { typeInto } from "../features/account/type-into";
import { useSandbox } from "../features/account/screen-harness";
import { renderFaultScreen } from "./fault-harness";
import { faultMatrix, type FaultScenario, type Opened } from "./fault-matrix";
import { loadSignedInPay } from "@/ui/features/checkout/signed-in-pay-slot";

vi.setConfig({ testTimeout: 30_000 });

// A signed-in player's Pay comes with the checkout route's loader (loadSignedInPay), as in the app.
beforeAll(async () => {
  await loadSignedInPay();
});
useSandbox();

const LINES = [
  cartItem({ id: "item-1", idBlock: "block-1", gameSlug: "lucky-day", name: "lucky-day" }),
  cartItem({ id: "item-2", idBlock: "block-2", gameSlug: "lucky-day", name: "lucky-day", bets: [[8, 9, 10, 11, 12, 13, 14]] }),
];

/** The checkout as the shell wires it: a failed payment opens /unsuccessful-payment with its reason. */
function Checkout() {
  const router = useRouter();
  return (
    <CheckoutScreen
      onEdit={() => undefined}
      onPaid={() => router.history.push("/thank-you")}
      onFailed={(reason) => router.history.push(`/unsuccessful-payment?reason=${reason}`)}
    />
  );
}

/** The lines in the visit's cart and in the stored copy (SPEC §4: kept on the device). */
const cartOf = (shop: ScreenShop) => () => ({
  lines: shop.injector
    .get(TOKENS.sessionState)
    .get()
    .cart.items.map((item) => item.idBlock),
  stored: (shop.storage.get("cart") ?? "").includes("block-1"),
});

/** The signed-in demo user with `lines` in the cart (saved to the sandbox as the shop does), on /checkout. */
const openCheckout = async (shop: ScreenShop, lines: ReadonlyArray<CartItem>) => {
  for (const line of lines) await shop.injector.get(TOKENS.addCartItem).execute(line);
  const rendered = await renderFaultScreen(<Checkout />, shop, "/checkout", {
    "/unsuccessful-payment": <UnsuccessfulPaymentScreen />,
    "/thank-you": <p>thank you</p>,
  });
  await screen.findByRole("button", { name: "Pay now" });
  // The weekly limit is checked on arrival (SPEC §6/§7): its answer is part of the page before the action.
  await screen.findByText(/plays left this week|fit within your weekly limit/);
  return rendered;
};

const removeButtons = () => screen.queryAllByRole("button", { name: /^Remove/ });

/** Issue 13 point 7: paying, the voucher, and the cart's saves and deletes, each under every fault. */
const SCENARIOS: FaultScenario[] = [
  {
    call: "pay",
    method: "post",
    path: "/api/lotto/transact",
    signedIn: true,
    open: async (shop): Promise<Opened> => {
      const rendered = await openCheckout(shop, LINES);
      const button = screen.getByRole("button", { name: "Pay now" });
      return {
        rendered,
        act: () => userEvent.click(button),
        // After a refused payment the way on is /unsuccessful-payment's "back to checkout".
        button: () => (button.isConnected ? button : screen.queryByRole("link", { name: /checkout/i })),
        kept: cartOf(shop),
      };
    },
  },
  {
    call: "voucher redeem",
    method: "post",
    path: "/api/voucher/used",
    signedIn: true,
    open: async (shop) => {
      const rendered = await openCheckout(shop, LINES);
      const code = screen.getByRole("textbox", { name: /voucher/i });
      await typeInto(code, "SAVE10");
      const button = screen.getByRole("button", { name: "Redeem" });
      return {
        rendered,
        act: () => userEvent.click(button),
        button: () => button,
        kept: () => [(code as HTMLInputElement).value, cartOf(shop)()],
      };
    },
  },
  {
    call: "cart save (a line removed)",
    method: "post",
    path: "/api/carts/save",
    signedIn: true,
    // SPEC §7: the save's answer is "not shown" and nothing reads it, so only its status counts.
    expected: (fault) => (fault === "malformed-200" ? "success" : fault === "401-in-200" ? "logout" : "message"),
    open: async (shop) => {
      const rendered = await openCheckout(shop, LINES);
      const [, second] = removeButtons();
      return {
        rendered,
        act: () => userEvent.click(second as HTMLElement),
        button: () => removeButtons()[0] ?? null,
        // The line the user kept, on the screen and on the device; the removed one stays removed.
        kept: () => cartOf(shop)(),
        keptAfter: { lines: ["block-1"], stored: true },
      };
    },
  },
  {
    call: "cart delete (the last line removed)",
    method: "delete",
    path: "/api/carts/delete",
    signedIn: true,
    expected: (fault) => (fault === "malformed-200" ? "success" : fault === "401-in-200" ? "logout" : "message"),
    open: async (shop) => {
      const rendered = await openCheckout(shop, LINES.slice(0, 1));
      const [only] = removeButtons();
      return {
        rendered,
        act: () => userEvent.click(only as HTMLElement),
        // The remove button has gone with its line: what is left to press is "Try again" (unsaved), else
        // the empty cart's words, with nothing on the page still pending.
        button: () =>
          screen.queryByRole("button", { name: /Try again/ }) ?? screen.queryAllByText("Your cart is empty")[0] ?? null,
        // The user removed the only line: it stays removed, on the screen and on the device.
        kept: () => cartOf(shop)(),
        keptAfter: { lines: [], stored: false },
      };
    },
  },
];

describe("faults on paying, the voucher and the cart's saves (issue 13 point 7)", () => {
  faultMatrix("checkout", SCENARIOS);
});
