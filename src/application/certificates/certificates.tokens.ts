import { token } from "@/application/di-token";
import type { PurchaseCertificateUseCase } from "@/application/certificates/purchase-certificate.use-case";

/** The certificates area (SPEC §2 /buy/green-certificates), bound by its module over the content area's port. */
export const CERTIFICATE_TOKENS = {
  purchaseCertificate: token<PurchaseCertificateUseCase>("PurchaseCertificateUseCase"),
} as const;
