import { http } from "msw";
import { describe, expect, it } from "vitest";
import { OpenApiPaymentGateway } from "@/adapters/http/checkout/openapi-payment-gateway";
import { OpenApiWeeklyLimit } from "@/adapters/http/checkout/openapi-weekly-limit";
import { FixedLottoResultsClient } from "@/adapters/http/games/fixed-lotto-results-client";
import { OpenApiGameCatalog } from "@/adapters/http/games/openapi-game-catalog";
import type { CartItem } from "@/domain/cart/cart-item";
import { applyProviderState } from "@mocks/provider-states";
import { cartItem } from "./cart-fixtures";
import { API_BASE, failure, gameClient, lottoClient, success, useSandbox } from "./sandbox-harness";

const server = useSandbox();
const gateway = () => new OpenApiPaymentGateway(lottoClient());

/** A Lucky Day item for the draw currently on sale. */
async function luckyDayItem(overrides: Partial<CartItem> = {}): Promise<CartItem> {
  const catalog = new OpenApiGameCatalog(
    lottoClient(),
    new FixedLottoResultsClient(gameClient(), { account: "a", currency: "AED" }),
  );
  const game = success(await catalog.gameBySlug("lucky-day"));
  if (game === undefined) throw new Error("the sandbox sells no lucky-day");
  return cartItem({ gameId: game.gameId, eventId: game.eventId, date: [game.eventId], ...overrides });
}

describe("OpenApiPaymentGateway", () => {
  it("pays from the balance and maps the receipt to fils (SPEC §1, §7)", async () => {
    let sent: unknown;
    server.use(
      http.post(`${API_BASE}/api/lotto/transact`, async ({ request }) => {
        sent = await request.clone().json();
      }),
    );
    const item = await luckyDayItem({ addons: ["double_jackpot"], draws: 2, isRecurring: false });
    const receipt = success(await gateway().transact({ items: [item], idempotencyKey: "checkout-0001" }));
    expect(sent).toEqual({
      items: [
        {
          game_slug: "lucky-day",
          event_id: item.eventId,
          bets: item.bets,
          draws: 2,
          double_jackpot: true,
          secure_jackpot: false,
          is_recurring: false,
        },
      ],
      payment_method: "balance",
      idempotency_key: "checkout-0001",
    });
    expect(receipt).toMatchObject({ ticketsPurchased: 2, voucherAmount: 0 });
    expect(Number.isInteger(receipt.amountPaid) && Number.isInteger(receipt.balance)).toBe(true);
  });

  it("sends the voucher code and answers the same receipt for a repeated idempotency key", async () => {
    const request = { items: [await luckyDayItem()], voucherCode: "SAVE10", idempotencyKey: "checkout-0002" };
    const first = success(await gateway().transact(request));
    expect(first.voucherAmount).toBe(1_000);
    expect(success(await gateway().transact(request))).toEqual(first);
  });

  it.each([
    ["a user with balance 0.00", "insufficient_balance", 402],
    ["the weekly limit is reached", "weekly_limit_reached", 403],
  ])("is Refused when %s", async (state, code, status) => {
    applyProviderState(state);
    const refusal = failure(await gateway().transact({ items: [await luckyDayItem()], idempotencyKey: "checkout-0003" }));
    expect(refusal).toMatchObject({ _tag: "Refused", code, status });
  });

  it("is Refused draw_closed for a draw no longer on sale", async () => {
    const item = await luckyDayItem();
    const refusal = failure(
      await gateway().transact({ items: [{ ...item, eventId: item.eventId - 1 }], idempotencyKey: "checkout-0004" }),
    );
    expect(refusal).toMatchObject({ _tag: "Refused", code: "draw_closed" });
  });

  it("answers ValidationFailed with field errors for a malformed bet", async () => {
    const item = await luckyDayItem({ bets: [[1, 2, 3]] });
    const invalid = failure(await gateway().transact({ items: [item], idempotencyKey: "checkout-0005" }));
    expect(invalid._tag).toBe("ValidationFailed");
    expect(invalid._tag === "ValidationFailed" && Object.keys(invalid.fieldErrors)).toContain("items.0.bets.0");
  });

  it("polls certificate generation until completed", async () => {
    applyProviderState("certificate CERT-1 is generated");
    expect(success(await gateway().certificateGeneration("CERT-1"))).toMatchObject({ code: "CERT-1", completed: true });
    applyProviderState("certificate CERT-1 is being generated");
    expect(success(await gateway().certificateGeneration("CERT-1"))).toEqual({
      code: "CERT-1",
      completed: false,
      certificateUrl: undefined,
    });
  });
});

describe("OpenApiWeeklyLimit", () => {
  it("asks with user_id and quantity and reads the verdict (SPEC §7)", async () => {
    const limit = success(await new OpenApiWeeklyLimit(lottoClient()).check({ userId: 1, quantity: 3 }));
    expect(limit).toMatchObject({ allowed: true });
    expect(limit.remaining).toBeLessThanOrEqual(limit.limit ?? 0);
  });

  it("says no once the limit is reached", async () => {
    applyProviderState("the weekly limit is reached");
    expect(success(await new OpenApiWeeklyLimit(lottoClient()).check({ userId: 1, quantity: 1 }))).toMatchObject({
      allowed: false,
      remaining: 0,
    });
  });
});
