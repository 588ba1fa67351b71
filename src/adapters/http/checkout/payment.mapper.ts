import { ADDON_DOUBLE_JACKPOT, ADDON_SECURE_JACKPOT, type CartItem } from "@/domain/cart/cart-item";
import type { CurrencyExponent } from "@/domain/money/currency";
import { majorToMinor } from "@/domain/money/money";
import type { PurchaseReceipt, PurchaseRequest } from "@/application/ports/payment-gateway.port";
import type { components } from "@/adapters/http/generated/lotto-api";
import type { TransactDto } from "@/adapters/http/checkout/payment.schema";

type TransactRequestDto = components["schemas"]["TransactRequest"];
type TransactItemDto = components["schemas"]["TransactItem"];

/** One cart item as a purchase line: its entries' bets and the chosen add-ons. */
export function toTransactItem(item: CartItem): TransactItemDto {
  return {
    game_slug: item.gameSlug,
    event_id: item.eventId,
    bets: item.bets.map((bet) => [...bet]),
    draws: item.draws,
    double_jackpot: item.addons.includes(ADDON_DOUBLE_JACKPOT) || item.doubleJackpot,
    secure_jackpot: item.addons.includes(ADDON_SECURE_JACKPOT),
    is_recurring: item.isRecurring,
  };
}

/** SPEC §1: payment is from the balance; the server prices the lines itself. */
export function toTransactBody(request: PurchaseRequest): TransactRequestDto {
  return {
    items: request.items.map(toTransactItem),
    payment_method: "balance",
    idempotency_key: request.idempotencyKey,
    ...(request.voucherCode === undefined ? {} : { voucher_code: request.voucherCode }),
  };
}

/** The receipt's major amounts in minor units of the configured currency (`exponent` decimals). */
export function toPurchaseReceipt(dto: TransactDto, exponent: CurrencyExponent): PurchaseReceipt {
  return {
    transactionId: dto.transaction_id,
    ticketsPurchased: dto.tickets_purchased,
    amountPaid: majorToMinor(dto.amount_paid, exponent),
    voucherAmount: majorToMinor(dto.voucher_amount, exponent),
    balance: majorToMinor(dto.balance, exponent),
    createdAt: dto.created_at,
  };
}
