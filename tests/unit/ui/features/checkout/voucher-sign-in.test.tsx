// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { sandboxServer } from "@mocks/node";
import { TOKENS } from "@/application/tokens";
import { queryClientOf } from "@/adapters/di/container";
import { SEARCH_CODEC, voucherSearch } from "@/ui/app/search-params";
import { ContainerProvider } from "@/ui/di/container-context";
import { CheckoutScreen } from "@/ui/features/checkout/checkout-screen";
import { AppI18nProvider } from "@/ui/i18n/app-i18n-provider";
import type { AppLocale } from "@/ui/i18n/locale";
import { cartItem } from "../../../domain/cart/cart-fixtures";
import { loadEveryDictionary } from "../../i18n/every-dictionary";
import { screenShop, useSandbox, type ScreenShop } from "../account/screen-harness";
import { signInDemo } from "../certificates/certificate-harness";
import { loadSignedInPay } from "@/ui/features/checkout/signed-in-pay-slot";

vi.setConfig({ testTimeout: 30_000 });

// A signed-in player's Pay comes with the checkout route's loader (loadSignedInPay), as in the app.
beforeAll(async () => {
  await loadSignedInPay();
});
useSandbox();

const VOUCHER = "https://api.lotto.test/api/voucher/used";

/** Each voucher request's body, the sandbox still answering. */
const recordRedeems = () => {
  const bodies: unknown[] = [];
  sandboxServer.use(
    http.post(VOUCHER, async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
  );
  return bodies;
};

/**
 * The checkout route as the app declares it (validateSearch: voucherSearch, the app's reading of the
 * address: SEARCH_CODEC) and a stand-in /login.
 */
const openCheckout = async (options: { readonly signedIn: boolean; readonly path?: string; readonly locale?: AppLocale }) => {
  const shop: ScreenShop = screenShop();
  if (options.signedIn) await signInDemo(shop);
  shop.injector
    .get(TOKENS.sessionState)
    .update((state) => ({ ...state, cart: { items: [cartItem()], voucher: null, unreadableLines: [] } }));
  loadEveryDictionary();
  const root = createRootRoute({
    component: () => (
      <ContainerProvider container={shop.injector}>
        <QueryClientProvider client={queryClientOf(shop.container)}>
          <AppI18nProvider locale={options.locale ?? "en"}>
            <Outlet />
          </AppI18nProvider>
        </QueryClientProvider>
      </ContainerProvider>
    ),
  });
  const checkout = createRoute({
    getParentRoute: () => root,
    path: "/{-$locale}/checkout",
    validateSearch: voucherSearch,
    component: function Checkout() {
      const { voucher } = checkout.useSearch();
      return <CheckoutScreen onEdit={vi.fn()} onPaid={vi.fn()} voucher={voucher} />;
    },
  });
  const login = createRoute({ getParentRoute: () => root, path: "/{-$locale}/login", component: () => <p>login page</p> });
  const history = createMemoryHistory({ initialEntries: [options.path ?? "/checkout"] });
  const router = createRouter({ routeTree: root.addChildren([checkout, login]), history, ...SEARCH_CODEC });
  await router.load();
  render(<RouterProvider router={router} />);
  return { shop, router, history };
};

const field = () => screen.getByRole("textbox", { name: "Voucher code" });

describe("Checkout voucher for a guest (SPEC §6: a voucher needs an account)", () => {
  it("keeps the form, says why on the field and offers 'Sign in to redeem' instead of Redeem", async () => {
    await openCheckout({ signedIn: false });
    expect(await screen.findByRole("button", { name: "Sign in to redeem" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Redeem" })).toBeNull();
    expect(field()).toHaveAccessibleDescription("Vouchers need an account. Sign in and we will redeem this code for you.");
  });

  it.each<[AppLocale, string, string, string]>([
    ["en", "/checkout", "/login", "/checkout?voucher=SAVE10"],
    ["ar", "/ar/checkout", "/ar/login", "/ar/checkout?voucher=SAVE10"],
  ])(
    "in %s goes to sign in with a returnUrl back to the checkout carrying the code, sending nothing",
    async (locale, path, loginPath, returnUrl) => {
      const redeems = recordRedeems();
      const { router } = await openCheckout({ signedIn: false, path, locale });
      const button = await screen.findByRole("button", {
        name: locale === "en" ? "Sign in to redeem" : "سجّل الدخول لاستبدال القسيمة",
      });
      await userEvent.type(screen.getByRole("textbox"), "  SAVE10 ");
      await userEvent.click(button);
      await waitFor(() => expect(router.state.location.pathname).toBe(loginPath));
      expect(router.state.location.search).toEqual({ returnUrl });
      expect(redeems).toEqual([]);
    },
  );

  it("checks the code as ever (SPEC §5): an empty one stays here with 'The voucher code is required'", async () => {
    const { router } = await openCheckout({ signedIn: false });
    await userEvent.click(await screen.findByRole("button", { name: "Sign in to redeem" }));
    expect(field()).toHaveAccessibleDescription(expect.stringContaining("The voucher code is required"));
    expect(router.state.location.pathname).toBe("/checkout");
  });

  it("fills in a ?voucher= code without redeeming it and takes it off the address", async () => {
    const redeems = recordRedeems();
    const { router } = await openCheckout({ signedIn: false, path: "/checkout?voucher=SAVE10" });
    await waitFor(() => expect(field()).toHaveValue("SAVE10"));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(redeems).toEqual([]);
  });
});

describe("Checkout ?voucher= for a signed-in player (back from signing in)", () => {
  it("fills in the code, redeems it once and takes it off the address with a replace", async () => {
    const redeems = recordRedeems();
    const { router, history } = await openCheckout({ signedIn: true, path: "/checkout?voucher=SAVE10" });
    expect(await screen.findByRole("button", { name: "Remove voucher SAVE10" })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole("status").map((status) => status.textContent)).toContain("Voucher SAVE10 applied"),
    );
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(router.state.location.pathname).toBe("/checkout");
    expect(history.length).toBe(1);
    expect(redeems).toEqual([{ code: "SAVE10", discount: false }]);
    // Nothing sends it again: a later render, and the router's own re-validation.
    await router.invalidate();
    expect(redeems).toHaveLength(1);
  });

  it.each(["1E5", "true", "null", "007", "12"])(
    "redeems a code that looks like a number or a word of JSON (%s) as it was typed",
    async (code) => {
      const redeems = recordRedeems();
      await openCheckout({ signedIn: true, path: `/checkout?voucher=${code}` });
      await waitFor(() => expect(redeems).toEqual([{ code, discount: false }]));
      expect(field()).toHaveValue(code);
    },
  );

  it("a refused code stays in the field with its message, redeemed once", async () => {
    const redeems = recordRedeems();
    const { router } = await openCheckout({ signedIn: true, path: "/checkout?voucher=BADCODE" });
    await waitFor(() => expect(field()).toHaveAccessibleDescription(expect.stringContaining("Invalid voucher code.")));
    expect(field()).toHaveValue("BADCODE");
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(redeems).toHaveLength(1);
  });

  it.each(["/checkout?voucher=SAVE%2010", "/checkout?voucher=%2Fwallet", `/checkout?voucher=${"A".repeat(65)}`])(
    "ignores a bad param: %s fills in nothing and sends nothing",
    async (path) => {
      const redeems = recordRedeems();
      await openCheckout({ signedIn: true, path });
      expect(await screen.findByRole("button", { name: "Redeem" })).toBeInTheDocument();
      expect(field()).toHaveValue("");
      expect(redeems).toEqual([]);
    },
  );
});
