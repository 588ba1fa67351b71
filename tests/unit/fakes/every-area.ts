import type { Container } from "inversify";
import type { Injector } from "@/application/di-token";
import { ADAPTER_TOKENS } from "@/adapters/di/adapter-tokens";
import { accountModule } from "@/adapters/di/areas/account.module";
import { certificatesModule } from "@/adapters/di/areas/certificates.module";
import { checkoutModule } from "@/adapters/di/areas/checkout.module";
import { contentModule } from "@/adapters/di/areas/content.module";
import { playModule } from "@/adapters/di/areas/play.module";
import { walletModule } from "@/adapters/di/areas/wallet.module";
import { paymentModule } from "@/adapters/di/areas/payment.module";

/**
 * Every area's bindings in the container at once, as after a visit to each area's routes: screen
 * and container tests resolve area tokens synchronously. Rebind an area's port after this call.
 */
export function loadEveryArea(container: Container): Container {
  const injector: Injector = container;
  const areas = injector.get(ADAPTER_TOKENS.containerAreas);
  areas.loadNow("payment", paymentModule());
  areas.loadNow("play", playModule());
  areas.loadNow("checkout", checkoutModule());
  areas.loadNow("account", accountModule());
  areas.loadNow("wallet", walletModule());
  areas.loadNow("content", contentModule());
  areas.loadNow("certificates", certificatesModule());
  return container;
}
