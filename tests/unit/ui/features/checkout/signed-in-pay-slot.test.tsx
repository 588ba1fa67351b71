// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fils } from "@/domain/money/money";
import { type SignedInPayProps } from "@/ui/features/checkout/signed-in-pay";
import { SignedInPaySlot } from "@/ui/features/checkout/signed-in-pay-slot";
import { loadedLocales } from "@/ui/i18n/i18n-util";
import { isNamespaceLoaded } from "@/ui/i18n/namespaces";
import { AppI18nProvider } from "@/ui/i18n/app-i18n-provider";
import { loadEveryDictionary } from "../../i18n/every-dictionary";

vi.setConfig({ testTimeout: 30_000 });

const props: SignedInPayProps = {
  hasItems: true,
  weeklyLimit: { _tag: "Over", quantity: 4, remaining: 2, limit: 50 },
  onRecheckWeeklyLimit: vi.fn(),
  paymentUnconfirmed: false,
  paying: false,
  onPay: vi.fn(),
  onPaid: vi.fn(),
  balance: fils(100_000),
  readingBalance: false,
  onReadBalance: vi.fn(),
  amountOwed: fils(0),
  fromBalance: fils(1250),
  discounted: false,
};

/**
 * A player who signs in while on the checkout (in another tab) gets the signed-in Pay without a
 * navigation: the route's loader, which loads Pay's texts (the `pay` area) for a signed-in visitor,
 * did not run for them. The slot loads the texts with Pay's chunk (docs/i18n.md).
 */
// Every dictionary again for the next files of this worker, as the other component tests expect.
afterEach(loadEveryDictionary);

describe("SignedInPaySlot", () => {
  it("loads Pay's texts with its chunk when the page was opened by a guest", async () => {
    loadEveryDictionary();
    // The page as a guest's first view had it: no `pay` area in any language.
    for (const dictionary of Object.values(loadedLocales)) Reflect.deleteProperty(dictionary, "pay");
    expect(isNamespaceLoaded("ar", "pay")).toBe(false);

    render(
      <AppI18nProvider locale="ar">
        <SignedInPaySlot {...props} />
      </AppI18nProvider>,
    );
    expect(await screen.findByRole("region", { name: "الحد الأسبوعي" }, { timeout: 15_000 })).toBeInTheDocument();
    expect(isNamespaceLoaded("ar", "pay")).toBe(true);
  });
});
