import type { RequestHandler } from "msw";
import { authHandlers } from "./handlers/auth.handlers";
import { cartHandlers } from "./handlers/cart.handlers";
import { certificatesHandlers } from "./handlers/certificates.handlers";
import { commonHandlers } from "./handlers/common.handlers";
import { favouritesHandlers } from "./handlers/favourites.handlers";
import { gateHandlers } from "./handlers/gate.handlers";
import { gameApiHandlers } from "./handlers/game-api.handlers";
import { lottoHandlers } from "./handlers/lotto.handlers";
import { notificationsHandlers } from "./handlers/notifications.handlers";
import { passwordHandlers } from "./handlers/password.handlers";
import { purchaseHandlers } from "./handlers/purchase.handlers";
import { signupHandlers } from "./handlers/signup.handlers";
import { trackingHandlers } from "./handlers/tracking.handlers";
import { userHandlers } from "./handlers/user.handlers";
import { voucherHandlers } from "./handlers/voucher.handlers";
import { walletHandlers } from "./handlers/wallet.handlers";

/**
 * Every sandbox handler: openapi/lotto-api.yaml and openapi/game-api.yaml, served by browser.ts,
 * node.ts and http-server.ts. The gate comes first: it checks each request against the documents.
 */
export const handlers: RequestHandler[] = [
  ...gateHandlers,
  ...lottoHandlers,
  ...purchaseHandlers,
  ...cartHandlers,
  ...voucherHandlers,
  ...authHandlers,
  ...signupHandlers,
  ...passwordHandlers,
  ...userHandlers,
  ...walletHandlers,
  ...favouritesHandlers,
  ...notificationsHandlers,
  ...certificatesHandlers,
  ...commonHandlers,
  ...trackingHandlers,
  ...gameApiHandlers,
];
