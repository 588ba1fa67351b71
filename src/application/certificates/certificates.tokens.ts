import { token } from "@/application/di-token";
import type { PurchaseCertificateUseCase } from "@/application/certificates/purchase-certificate.use-case";

/** The green certificates' use cases (SPEC §2 /buy/green-certificates). */
export const CERTIFICATE_TOKENS = {
  purchaseCertificate: token<PurchaseCertificateUseCase>("PurchaseCertificateUseCase"),
} as const;
