import { ContainerModule } from "inversify";
import { PAYMENT_TOKENS as PAYMENT } from "@/application/payment/payment.tokens";
import { PendingMoneyMoves } from "@/application/payment/pending-money-moves";
import { TOKENS as T } from "@/application/tokens";
import { bindClass } from "@/adapters/di/bind";

/**
 * The payment area: the kept idempotency keys of payments and wallet moves, one store for both
 * (docs/play.md, "Paying once"). The checkout and wallet areas need it (AREA_NEEDS).
 */
export const paymentModule = (): ContainerModule =>
  new ContainerModule((area) => {
    bindClass(area, PAYMENT.pendingMoneyMoves, PendingMoneyMoves, [T.localStore, T.clock, T.random]);
  });
