import type { Fils } from "@/domain/money/money";
import type { Refused } from "@/application/ports/api-errors";
import type { Remote } from "@/application/ports/remote-result";

/** SPEC §1 product languages, as the API spells them. */
export type ContentLocale = "en" | "ar" | "in";

export interface FaqGroup {
  readonly id: number;
  readonly title: string;
  readonly questions: ReadonlyArray<{ readonly id: number; readonly question: string; readonly answer: string }>;
}

export interface QuestionType {
  readonly id: number;
  readonly name: string;
}

/** SPEC §3 contact form, already validated and normalised (SPEC §5). */
export interface ContactMessage {
  readonly questionId: number;
  readonly name: string;
  readonly email: string;
  readonly phoneNumber: string;
  readonly content: string;
}

export interface CertificateOffer {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly price: Fils;
  /** Free lotto entries the certificate gives. */
  readonly entries: number;
  readonly gameSlug: string;
  readonly treesPlanted: number | undefined;
}

export interface CertificatePurchase {
  /** Poll PaymentGatewayPort.certificateGeneration with it. */
  readonly code: string;
  readonly amountPaid: Fils;
  readonly balance: Fils;
}

/** SPEC §2 faq, contact-us and buy/green-certificates pages. */
export interface ContentPort {
  faq(locale: ContentLocale): Remote<ReadonlyArray<FaqGroup>>;
  questionTypes(locale: ContentLocale): Remote<ReadonlyArray<QuestionType>>;
  sendContactMessage(message: ContactMessage): Remote<void>;
  certificateOffers(): Remote<ReadonlyArray<CertificateOffer>>;
  /** Refused `insufficient_balance`. */
  purchaseCertificate(request: {
    readonly offerId: number;
    readonly quantity: number;
    readonly idempotencyKey: string;
  }): Remote<CertificatePurchase, Refused>;
}
