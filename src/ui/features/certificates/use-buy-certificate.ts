import { useCallback, useRef, useState } from "react";
import type { CertificateOffer } from "@/application/ports/content.port";
import { CERTIFICATE_TOKENS } from "@/application/certificates/certificates.tokens";
import type { PurchaseCertificateResult } from "@/application/certificates/purchase-certificate.use-case";
import { useInjection } from "@/ui/di/container-context";

export interface BuyCertificate {
  /** One request at a time: pressing again while one is on its way does nothing (null). */
  readonly buy: (offer: CertificateOffer) => Promise<PurchaseCertificateResult | null>;
  readonly pending: boolean;
}

/**
 * The buy page's call to PurchaseCertificateUseCase (which keeps the idempotency key, refreshes the
 * balance and applies the SPEC §8 401 rule); this only tracks whether a purchase is on its way.
 */
export function useBuyCertificate(): BuyCertificate {
  const purchase = useInjection(CERTIFICATE_TOKENS.purchaseCertificate);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);

  const buy = useCallback(
    async (offer: CertificateOffer) => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setPending(true);
      try {
        return await purchase.execute({ offerId: offer.id });
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [purchase],
  );
  return { buy, pending };
}
