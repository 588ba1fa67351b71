// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, vi } from "vitest";
import { BuyCertificatesScreen } from "@/ui/features/certificates/buy-certificates-screen";
import { CertificateGeneratingScreen } from "@/ui/features/certificates/certificate-generating-screen";
import { WalletScreen } from "@/ui/features/wallet/wallet-screen";
import type { ScreenShop } from "../features/account/screen-harness";
import { useSandbox } from "../features/account/screen-harness";
import { typeInto } from "../features/account/type-into";
import { renderFaultScreen } from "./fault-harness";
import { faultMatrix, type FaultScenario, type Opened } from "./fault-matrix";

vi.setConfig({ testTimeout: 30_000 });
useSandbox();

const values =
  (...fields: HTMLElement[]) =>
  () =>
    fields.map((field) => (field as HTMLInputElement).value);

/** /wallet?step=… with `fill` typing into the form inside `scope`, then Review; the act is Confirm. */
const walletMove = async (
  shop: ScreenShop,
  step: string,
  fill: (scope: HTMLElement) => Promise<HTMLElement[]>,
  region?: string,
): Promise<Opened> => {
  const rendered = await renderFaultScreen(<WalletScreen />, shop, `/wallet?step=${step}`);
  const scope = region === undefined ? document.body : await screen.findByRole("region", { name: region });
  const fields = await fill(scope);
  const review = within(scope).getByRole("button", { name: "Review" });
  return {
    rendered,
    act: async () => {
      await userEvent.click(review);
      await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Confirm" }));
    },
    button: () => review,
    kept: values(...fields),
  };
};

const amount = async (scope: HTMLElement, value: string) => {
  const field = within(scope).getByRole("textbox", { name: "Amount (AED)" });
  await typeInto(field, value);
  return field;
};

/** Issue 13 point 7: the wallet's money moves and the green certificate's purchase and poll, each under every fault. */
const SCENARIOS: FaultScenario[] = [
  {
    call: "wallet add credit",
    method: "post",
    path: "/api/wallet/add-credit",
    signedIn: true,
    open: (shop) => walletMove(shop, "2", async (scope) => [await amount(scope, "100")]),
  },
  {
    call: "wallet share credit",
    method: "post",
    path: "/api/wallet/share-credit",
    signedIn: true,
    open: (shop) =>
      walletMove(shop, "3", async (scope) => {
        const recipient = within(scope).getByRole("textbox", { name: "Recipient" });
        await typeInto(recipient, "509876543");
        return [recipient, await amount(scope, "25")];
      }),
  },
  {
    call: "wallet withdraw",
    method: "post",
    path: "/api/wallet/withdraw",
    signedIn: true,
    open: (shop) => walletMove(shop, "4", async (scope) => [await amount(scope, "100")], "Withdraw"),
  },
  {
    call: "wallet bank withdrawal",
    method: "post",
    path: "/api/wallet/bank-withdrawal",
    signedIn: true,
    open: (shop) =>
      walletMove(
        shop,
        "4",
        async (scope) => {
          const iban = within(scope).getByRole("textbox", { name: "IBAN" });
          await typeInto(iban, "AE07 0331 2345 6789 0123 456");
          const holder = within(scope).getByRole("textbox", { name: "Account holder name" });
          await typeInto(holder, "Layla Haddad");
          return [iban, holder, await amount(scope, "50")];
        },
        "Bank withdrawal",
      ),
  },
  {
    call: "certificate purchase",
    method: "post",
    path: "/api/green-certificates/purchase",
    signedIn: true,
    open: async (shop) => {
      const rendered = await renderFaultScreen(<BuyCertificatesScreen />, shop, "/buy/green-certificates", {
        "/payment/green-certificate-generating": <p>generating</p>,
      });
      const grove = await screen.findByRole("radio", { name: /Grove/ });
      await userEvent.click(grove);
      const button = screen.getByRole("button", { name: "Buy certificate" });
      return {
        rendered,
        // Buy, then the question's "Buy for …": a signed-in Buy asks first.
        act: async () => {
          await userEvent.click(button);
          await userEvent.click(await screen.findByRole("button", { name: /^Buy for / }));
        },
        button: () => button,
        kept: () => [(grove as HTMLInputElement).checked, rendered.location()],
      };
    },
  },
  {
    call: "certificate poll",
    method: "post",
    path: "/api/common/is-certificate-generation-completed",
    signedIn: true,
    // The poll starts with the page (after a purchase): the fault is there before it opens.
    faultFirst: true,
    open: async (shop) => {
      const rendered = await renderFaultScreen(
        <CertificateGeneratingScreen code="CERT-DEMO" timing={{ intervalMs: 50, timeoutMs: 600 }} />,
        shop,
        "/payment/green-certificate-generating?code=CERT-DEMO",
      );
      return {
        rendered,
        act: () => Promise.resolve(),
        button: () => screen.queryByRole("button", { name: "Check again" }),
        kept: () => rendered.location(),
      };
    },
  },
];

describe("faults on the wallet's money moves and the green certificate (issue 13 point 7)", () => {
  faultMatrix("wallet", SCENARIOS);
});
