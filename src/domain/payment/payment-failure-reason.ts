/** Why a payment failed, as the `reason` query parameter names it (openapi BusinessError codes, or network). */
export const PAYMENT_FAILURE_REASONS = [
  "insufficient_balance",
  "weekly_limit_reached",
  "draw_closed",
  "network",
  "unknown",
] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

export const paymentFailureReason = (value: string | null): PaymentFailureReason =>
  (PAYMENT_FAILURE_REASONS as ReadonlyArray<string | null>).includes(value) ? (value as PaymentFailureReason) : "unknown";
