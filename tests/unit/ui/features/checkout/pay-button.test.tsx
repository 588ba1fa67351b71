// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useMutation } from "@tanstack/react-query";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PayButton } from "@/ui/features/checkout/pay-button";
import { renderWithI18n } from "../../components/render";

// Rendering whole pickers in jsdom is slow on a busy machine; give each test room.
vi.setConfig({ testTimeout: 20_000 });

/** A payment that stays on its way until the test settles it. */
const deferred = () => {
  let settle: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
};

/** The button as the checkout uses it: over a mutation, whose isPending it shows. */
function PayOverMutation({ pay }: { readonly pay: () => Promise<void> }) {
  const mutation = useMutation({ mutationKey: ["checkout", "pay"], mutationFn: pay });
  return <PayButton onPay={() => mutation.mutate()} isPending={mutation.isPending} />;
}

describe("PayButton: one request per payment", () => {
  it("starts the mutation once on a double click, busy and disabled while pending", async () => {
    const payment = deferred();
    const onPay = vi.fn(() => payment.promise);
    const user = userEvent.setup();
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    await renderWithI18n(
      <QueryClientProvider client={client}>
        <PayOverMutation pay={onPay} />
      </QueryClientProvider>,
    );
    const pay = screen.getByRole("button", { name: "Pay now" });
    await user.dblClick(pay);
    await user.click(pay);
    await user.keyboard("{Enter}");
    expect(onPay).toHaveBeenCalledTimes(1);
    expect(pay).toHaveAttribute("aria-busy", "true");
    expect(pay).toHaveAttribute("aria-disabled", "true");
    await act(async () => {
      payment.settle();
      await payment.promise;
    });
    await waitFor(() => expect(pay).not.toHaveAttribute("aria-busy"));
    expect(pay).not.toHaveAttribute("aria-disabled");
    await user.click(pay);
    expect(onPay).toHaveBeenCalledTimes(2);
  });

  it("does nothing when pressed while its payment is pending", async () => {
    const onPay = vi.fn();
    await renderWithI18n(<PayButton onPay={onPay} isPending />);
    const pay = screen.getByRole("button", { name: "Pay now" });
    await userEvent.click(pay);
    await userEvent.keyboard("{Enter}");
    expect(onPay).not.toHaveBeenCalled();
    expect(pay).toHaveAttribute("aria-busy", "true");
  });

  it("is disabled with its reason when paying is not possible", async () => {
    const onPay = vi.fn();
    await renderWithI18n(<PayButton onPay={onPay} blockedReason="Top up your wallet to pay for this cart" />);
    const pay = screen.getByRole("button", { name: "Pay now" });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription("Top up your wallet to pay for this cart");
  });

  it("shows the last failure", async () => {
    await renderWithI18n(<PayButton onPay={() => undefined} error="This draw has closed. Choose another draw and try again." />);
    expect(screen.getByRole("button", { name: "Pay now" })).toHaveAccessibleDescription(
      "This draw has closed. Choose another draw and try again.",
    );
  });
});
