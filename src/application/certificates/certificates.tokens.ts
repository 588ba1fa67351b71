import { token } from "@/application/di-token";
import type { PurchaseCertificateUseCase } from "@/application/certificates/purchase-certificate.use-case";
import type { PollCertificateUseCase } from "@/application/checkout/poll-certificate.use-case";

/**
 * The certificates area (SPEC §2 /buy/green-certificates and the generating page), bound by its
 * module over the content area's port (buying) and the checkout area's (the generation poll).
 */
export const CERTIFICATE_TOKENS = {
  purchaseCertificate: token<PurchaseCertificateUseCase>("PurchaseCertificateUseCase"),
  /** The generating page after a payment (SPEC §2 /payment/green-certificate-generating). */
  pollCertificate: token<PollCertificateUseCase>("PollCertificateUseCase"),
} as const;
