import { ContainerModule } from "inversify";
import { CERTIFICATE_TOKENS as CERTIFICATES } from "@/application/certificates/certificates.tokens";
import { PurchaseCertificateUseCase } from "@/application/certificates/purchase-certificate.use-case";
import { CHECKOUT_TOKENS as CHECKOUT } from "@/application/checkout/checkout.tokens";
import { PollCertificateUseCase } from "@/application/checkout/poll-certificate.use-case";
import { CONTENT_TOKENS as CONTENT } from "@/application/content/content.tokens";
import type { AppHostPort } from "@/application/ports/app-host.port";
import type { ClockPort } from "@/application/ports/clock.port";
import type { PaymentGatewayPort } from "@/application/ports/payment-gateway.port";
import type { SchedulerPort } from "@/application/ports/scheduler.port";
import { TOKENS as T } from "@/application/tokens";
import type { AppConfig } from "@/env";
import { ADAPTER_TOKENS as A } from "@/adapters/di/adapter-tokens";
import { bindClass, bindFactory } from "@/adapters/di/bind";

/**
 * The certificates area (SPEC §2 /buy/green-certificates, /payment/green-certificate-generating):
 * buying through the content area's port, the generation poll through the checkout area's payment
 * gateway (both loaded first, container-areas.ts). PurchaseCertificateUseCase keeps its pending
 * guard and key.
 */
export const certificatesModule = (): ContainerModule =>
  new ContainerModule((area) => {
    bindClass(area, CERTIFICATES.purchaseCertificate, PurchaseCertificateUseCase, [
      CONTENT.content,
      T.random,
      T.sessionStore,
      T.sessionState,
      T.refreshBalance,
    ]);
    // SPEC §2: the certificate link is followed only on the configured hosts (VITE_CERTIFICATE_HOSTS).
    bindFactory(
      area,
      CERTIFICATES.pollCertificate,
      (payments: PaymentGatewayPort, scheduler: SchedulerPort, clock: ClockPort, host: AppHostPort, config: AppConfig) =>
        new PollCertificateUseCase(payments, scheduler, clock, host, config.certificateHosts),
      [CHECKOUT.paymentGateway, T.scheduler, T.clock, T.appHost, A.config],
    );
  });
