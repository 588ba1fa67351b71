import { Result } from "effect";
import { useCallback, useRef, useState } from "react";
import type { ApiError, Refused } from "@/application/ports/api-errors";
import type { CertificateOffer, CertificatePurchase } from "@/application/ports/content.port";
import { TOKENS } from "@/application/tokens";
import { useInjection } from "@/ui/di/container-context";
import { outcomeUnknown } from "./certificate-failure";

export interface BuyCertificate {
  /** One request at a time: pressing again while one is on its way does nothing. */
  readonly buy: (offer: CertificateOffer) => Promise<Result.Result<CertificatePurchase, ApiError | Refused> | null>;
  readonly pending: boolean;
}

/**
 * SPEC §1 payment from the balance, for a green certificate (POST /api/green-certificates/purchase).
 * The idempotency key is kept for the same offer while an outcome is unknown (network, time-out,
 * 5xx), so a retry can never pay twice; a definite answer starts a new key. Paid → the balance is
 * read again; a 401 follows SPEC §8.
 */
export function useBuyCertificate(): BuyCertificate {
  const content = useInjection(TOKENS.content);
  const random = useInjection(TOKENS.random);
  const refreshBalance = useInjection(TOKENS.refreshBalance);
  const unauthorized = useInjection(TOKENS.handleUnauthorized);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const key = useRef<{ readonly offerId: number; readonly value: string } | null>(null);

  const buy = useCallback(
    async (offer: CertificateOffer) => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setPending(true);
      if (key.current?.offerId !== offer.id) key.current = { offerId: offer.id, value: random.uuid() };
      try {
        const result = await content.purchaseCertificate({ offerId: offer.id, quantity: 1, idempotencyKey: key.current.value });
        if (Result.isSuccess(result) || !outcomeUnknown(result.failure)) key.current = null;
        if (Result.isSuccess(result)) void refreshBalance.execute();
        else await unauthorized.execute(result.failure);
        return result;
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [content, random, refreshBalance, unauthorized],
  );
  return { buy, pending };
}
