// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { sandboxServer } from "@mocks/node";
import { TOKENS } from "@/application/tokens";
import { BuyCertificatesScreen } from "@/ui/features/certificates/buy-certificates-screen";
import { screenShop, useSandbox } from "../account/screen-harness";
import { renderAt, signInDemo } from "./certificate-harness";

vi.setConfig({ testTimeout: 30_000 });
useSandbox();

const PURCHASE = "https://api.lotto.test/api/green-certificates/purchase";

/** Records the bodies of purchase requests, then lets the sandbox (or `answer`) reply. */
const recordPurchases = (answer?: () => Response) => {
  const bodies: Array<Record<string, unknown>> = [];
  sandboxServer.use(
    http.post(PURCHASE, async ({ request }) => {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
      return answer?.();
    }),
  );
  return bodies;
};

/** A signed-in player's Buy, then the question's "Buy for …" (the wallet's money moves once asked). */
const buyAndConfirm = async (buy?: HTMLElement) => {
  await userEvent.click(buy ?? (await screen.findByRole("button", { name: "Buy certificate" })));
  const question = await screen.findByRole("alertdialog", { name: "Buy this certificate?" });
  await userEvent.click(within(question).getByRole("button", { name: /^Buy for / }));
};

describe("BuyCertificatesScreen (SPEC §2 /buy/green-certificates)", () => {
  it("lists the offers with price, free entries and their game's name; the first is chosen", async () => {
    await renderAt(<BuyCertificatesScreen />, screenShop(), "/buy/green-certificates");
    const seedling = await screen.findByRole("radio", { name: /Seedling/ });
    expect(seedling).toBeChecked();
    expect(screen.getByRole("radio", { name: /Forest/ })).not.toBeChecked();
    expect(await screen.findByText("1 free entry for Lucky Day 6 + 1")).toBeInTheDocument();
    expect(screen.getByText("10 free entries for Grand Fortune")).toBeInTheDocument();
    expect(screen.getByText("AED 35.00", { exact: false })).toBeInTheDocument();
  });

  it("sends a guest to sign in, returning here with the offer still chosen", async () => {
    const router = await renderAt(<BuyCertificatesScreen />, screenShop(), "/buy/green-certificates");
    await userEvent.click(await screen.findByRole("radio", { name: /Grove/ }));
    await userEvent.click(screen.getByRole("button", { name: "Buy certificate" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.search).toEqual({ returnUrl: "/buy/green-certificates?offer=2" });
  });

  it("keeps the offer named in ?offer= chosen", async () => {
    await renderAt(<BuyCertificatesScreen initialOffer={3} />, screenShop(), "/buy/green-certificates?offer=3");
    expect(await screen.findByRole("radio", { name: /Forest/ })).toBeChecked();
  });

  it("buys once however often Buy is pressed, then opens the generating page with the code", async () => {
    const shop = screenShop();
    await signInDemo(shop);
    const bodies = recordPurchases();
    const router = await renderAt(<BuyCertificatesScreen />, shop, "/buy/green-certificates");
    const buy = await screen.findByRole("button", { name: "Buy certificate" });
    await buyAndConfirm(buy);
    // Busy while the purchase is on its way: pressed again, it neither asks nor buys.
    await userEvent.click(buy);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/payment/green-certificate-generating"));
    expect(router.state.location.search).toEqual({ code: expect.stringMatching(/^CERT-\d+$/) });
    expect(router.state.location.state.certificateOffer).toEqual({ name: "Seedling", entries: 1, game: "Lucky Day 6 + 1" });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ offer_id: 1, quantity: 1 });
    await waitFor(() => expect(shop.injector.get(TOKENS.sessionState).get().balance).toBe(123_450 - 3_500));
  });

  it.each([
    [
      "en",
      "Buy certificate",
      "Buy this certificate?",
      "Grove for AED 100.00, paid from your wallet balance.",
      "Buy for",
      "Cancel",
    ],
    ["ar", "شراء الشهادة", "هل تريد شراء هذه الشهادة؟", "مقابل", "اشترِ مقابل", "إلغاء"],
  ] as const)(
    "%s: a signed-in Buy first asks, naming the offer and its price; Cancel buys nothing",
    async (locale, submit, title, body, confirm, cancel) => {
      const shop = screenShop();
      await signInDemo(shop);
      const bodies = recordPurchases();
      const router = await renderAt(<BuyCertificatesScreen />, shop, "/buy/green-certificates", locale);
      await userEvent.click(await screen.findByRole("radio", { name: /Grove/ }));
      await userEvent.click(screen.getByRole("button", { name: submit }));
      const question = await screen.findByRole("alertdialog", { name: title });
      expect(question.textContent?.replace(/[\u2068\u2069]/g, "").replace(/\u00a0/g, " ")).toContain(body);
      expect(within(question).getByRole("button", { name: new RegExp(`^${confirm}`) })).toBeInTheDocument();
      await userEvent.click(within(question).getByRole("button", { name: cancel }));
      await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
      expect(bodies).toHaveLength(0);
      expect(router.state.location.pathname).toBe("/buy/green-certificates");
      expect(screen.getByRole("radio", { name: /Grove/ })).toBeChecked();
    },
  );

  it("says a low balance in words with a top-up link, and keeps the choice", async () => {
    const shop = screenShop();
    await signInDemo(shop);
    recordPurchases(() =>
      HttpResponse.json(
        { status: 402, code: "insufficient_balance", message: "Your balance is too low for this certificate." },
        { status: 402 },
      ),
    );
    await renderAt(<BuyCertificatesScreen />, shop, "/buy/green-certificates");
    await userEvent.click(await screen.findByRole("radio", { name: /Forest/ }));
    await buyAndConfirm();
    expect(await screen.findByText(/Your balance is too low for this certificate. Top up/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Top up wallet" })).toHaveAttribute("href", "/wallet?step=2");
    expect(screen.getByRole("radio", { name: /Forest/ })).toBeChecked();
  });

  it("after a network failure keeps the choice and retries with the same idempotency key", async () => {
    const shop = screenShop();
    await signInDemo(shop);
    let failing = true;
    const bodies = recordPurchases(() => (failing ? HttpResponse.error() : (undefined as unknown as Response)));
    const router = await renderAt(<BuyCertificatesScreen />, shop, "/buy/green-certificates");
    await userEvent.click(await screen.findByRole("radio", { name: /Grove/ }));
    await buyAndConfirm();
    expect(await screen.findByText(/could not be sent/)).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /Grove/ })).toBeChecked();
    failing = false;
    await buyAndConfirm();
    await waitFor(() => expect(router.state.location.pathname).toBe("/payment/green-certificate-generating"));
    expect(bodies).toHaveLength(2);
    expect(bodies[1]?.["idempotency_key"]).toBe(bodies[0]?.["idempotency_key"]);
  });

  it("shows the server's message for any other refusal", async () => {
    const shop = screenShop();
    await signInDemo(shop);
    recordPurchases(() => HttpResponse.json({ status: 404, message: "No such offer." }, { status: 404 }));
    await renderAt(<BuyCertificatesScreen />, shop, "/buy/green-certificates");
    await buyAndConfirm();
    // The server's words, bidi-isolated (server-words.ts).
    expect(await screen.findByRole("alert")).toHaveTextContent("The purchase did not go through: \u2068No such offer.\u2069");
  });
});
