import type { PurchaseCertificateFailure } from "@/application/certificates/purchase-certificate.use-case";
import type { TranslationFunctions } from "@/ui/i18n/i18n-types";
import { serverWords } from "@/ui/i18n/server-words";

/** What went wrong buying a certificate, in words, and whether topping up the wallet helps. */
export interface PurchaseFailureText {
  readonly text: string;
  readonly topUp: boolean;
}

/** The purchase's failure in the user's language; the server's own message when it refused (a 4xx). */
export const purchaseFailureText = (LL: TranslationFunctions, failure: PurchaseCertificateFailure): PurchaseFailureText => {
  const c = LL.certificates.buy.failure;
  const serverSaid = (message: string): PurchaseFailureText => {
    const words = serverWords({ message });
    return { text: words === undefined ? c.unknown() : c.server({ message: words }), topUp: false };
  };
  switch (failure._tag) {
    case "CertificateBalanceTooLow":
      return { text: c.balanceLow(), topUp: true };
    case "SignInRequired":
      return { text: c.signIn(), topUp: false };
    case "CertificatePurchaseRefused":
      return serverSaid(failure.message);
    case "CertificatePurchaseUncertain":
      // A 5xx or an unreadable answer: the server's words are not for the user (server-words.ts).
      return failure.reason === "network" ? { text: c.network(), topUp: false } : serverSaid("");
  }
};
