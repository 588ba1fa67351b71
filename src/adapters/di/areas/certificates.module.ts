import { ContainerModule } from "inversify";
import { CERTIFICATE_TOKENS as CERTIFICATES } from "@/application/certificates/certificates.tokens";
import { PurchaseCertificateUseCase } from "@/application/certificates/purchase-certificate.use-case";
import { CONTENT_TOKENS as CONTENT } from "@/application/content/content.tokens";
import { TOKENS as T } from "@/application/tokens";
import { bindClass } from "@/adapters/di/bind";

/**
 * The certificates area (SPEC §2 /buy/green-certificates): buying through the content area's port
 * (loaded first, container-areas.ts). PurchaseCertificateUseCase keeps its pending guard and key.
 */
export const certificatesModule = (): ContainerModule =>
  new ContainerModule((area) => {
    bindClass(area, CERTIFICATES.purchaseCertificate, PurchaseCertificateUseCase, [
      CONTENT.content, T.random, T.sessionStore, T.sessionState, T.refreshBalance,
    ]);
  });
