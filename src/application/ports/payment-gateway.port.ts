import type { CartItems } from "@/domain/cart/cart-item";
import type { Fils } from "@/domain/money/money";
import type { Refused } from "@/application/ports/api-errors";
import type { Remote } from "@/application/ports/remote-result";

export interface PurchaseRequest {
  readonly items: CartItems;
  /** The applied voucher (SPEC §4), if any. */
  readonly voucherCode?: string;
  /** One per checkout attempt: the server answers a repeated key with the first answer. */
  readonly idempotencyKey: string;
}

/** What the thank-you page shows (SPEC §2 purchase details). */
export interface PurchaseReceipt {
  readonly transactionId: string;
  readonly ticketsPurchased: number;
  readonly amountPaid: Fils;
  readonly voucherAmount: Fils;
  readonly balance: Fils;
  readonly createdAt: string;
}

/** SPEC §2 /payment/green-certificate-generating polls this. */
export interface CertificateGeneration {
  readonly code: string;
  readonly completed: boolean;
  readonly certificateUrl: string | undefined;
}

/** SPEC §1: payment is from the balance. */
export interface PaymentGatewayPort {
  /** SPEC §7 POST /api/lotto/transact. Refused: insufficient_balance, weekly_limit_reached, draw_closed. */
  transact(request: PurchaseRequest): Remote<PurchaseReceipt, Refused>;
  /** SPEC §7 POST /api/common/is-certificate-generation-completed. */
  certificateGeneration(code: string): Remote<CertificateGeneration>;
}
