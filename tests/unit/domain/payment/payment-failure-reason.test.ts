import { describe, expect, it } from "vitest";
import { PAYMENT_FAILURE_REASONS, paymentFailureReason } from "@/domain/payment/payment-failure-reason";

describe("paymentFailureReason (the reason of /unsuccessful-payment)", () => {
  it.each(PAYMENT_FAILURE_REASONS.map((reason) => [reason]))("keeps the known reason %s", (reason) => {
    expect(paymentFailureReason(reason)).toBe(reason);
  });

  it.each([[null], [""], ["INSUFFICIENT_BALANCE"], ["<script>"], ["weekly_limit"]])(
    "reads %j as unknown, never as text to show",
    (value) => {
      expect(paymentFailureReason(value)).toBe("unknown");
    },
  );
});
