import { Result, Schema } from "effect";
import type { Refused } from "@/application/ports/api-errors";
import type {
  CertificateOffer,
  CertificatePurchase,
  ContactMessage,
  ContentLocale,
  ContentPort,
  FaqGroup,
  QuestionType,
} from "@/application/ports/content.port";
import type { LoggerPort } from "@/application/ports/logger.port";
import type { Remote } from "@/application/ports/remote-result";
import { type CurrencyExponent, DEFAULT_EXPONENT } from "@/domain/money/currency";
import { majorToMinor } from "@/domain/money/money";
import { callApi } from "@/adapters/http/api-call";
import type { LottoApiClient } from "@/adapters/http/api-client";
import {
  CertificateOfferDto,
  CertificatePurchaseResponse,
  FaqGroupHeadDto,
  FaqQuestionDto,
  QuestionTypeDto,
} from "@/adapters/http/content/content.schema";
import { ListResponse, MessageResponse } from "@/adapters/http/envelope.schema";
import { readRefusal } from "@/adapters/http/failure-readers";
import { readShown } from "@/adapters/http/read-each";

const toOffer = (dto: CertificateOfferDto, exponent: CurrencyExponent): CertificateOffer => ({
  id: dto.id,
  name: dto.name,
  description: dto.description,
  price: majorToMinor(dto.price, exponent),
  entries: dto.entries,
  gameSlug: dto.game_slug,
  treesPlanted: dto.trees_planted,
});

/**
 * {@link ContentPort} over /api/common/* and /api/green-certificates/*. Its lists (the FAQ's groups
 * and their questions, the question types, the certificate offers) are read item by item: one that
 * does not read is left out and logged, the others are shown.
 */
export class OpenApiContent implements ContentPort {
  constructor(
    private readonly client: LottoApiClient,
    /** The configured currency's decimals (the container passes VITE_CURRENCY's; AED's by default). */
    private readonly exponent: CurrencyExponent = DEFAULT_EXPONENT,
    /** Where an item left out of a list is reported. */
    private readonly logger?: LoggerPort,
  ) {}

  async faq(locale: ContentLocale): Remote<ReadonlyArray<FaqGroup>> {
    const answer = await callApi(() => this.client.GET("/api/common/faq", { params: { query: { locale } } }), ListResponse);
    return Result.flatMap(answer, ({ data }) => readShown(this.readFaqGroup, data, { logger: this.logger, what: "FAQ groups" }));
  }

  /** One FAQ group with its questions that read (none read: the group does not read). */
  private readonly readFaqGroup = (item: unknown): Result.Result<FaqGroup, { readonly message: string }> =>
    Result.flatMap(Schema.decodeUnknownResult(FaqGroupHeadDto)(item), (group) =>
      Result.map(
        readShown(FaqQuestionDto, group.questions, { logger: this.logger, what: `Questions of FAQ group ${group.id}` }),
        (questions) => ({ ...group, questions }),
      ),
    );

  async questionTypes(locale: ContentLocale): Remote<ReadonlyArray<QuestionType>> {
    const answer = await callApi(
      () => this.client.GET("/api/common/question-types", { params: { query: { locale } } }),
      ListResponse,
    );
    return Result.flatMap(answer, ({ data }) =>
      readShown(QuestionTypeDto, data, { logger: this.logger, what: "Question types" }),
    );
  }

  async sendContactMessage(message: ContactMessage): Remote<void> {
    const body = {
      question_id: message.questionId,
      name: message.name,
      email: message.email,
      phone_number: message.phoneNumber,
      content: message.content,
    };
    const answer = await callApi(() => this.client.POST("/api/common/contact-us", { body }), MessageResponse);
    return Result.map(answer, () => undefined);
  }

  async certificateOffers(): Remote<ReadonlyArray<CertificateOffer>> {
    const answer = await callApi(() => this.client.GET("/api/green-certificates/offers"), ListResponse);
    return Result.map(
      Result.flatMap(answer, ({ data }) =>
        readShown(CertificateOfferDto, data, { logger: this.logger, what: "Certificate offers" }),
      ),
      (offers) => offers.map((offer) => toOffer(offer, this.exponent)),
    );
  }

  async purchaseCertificate(request: {
    readonly offerId: number;
    readonly quantity: number;
    readonly idempotencyKey: string;
  }): Remote<CertificatePurchase, Refused> {
    const body = { offer_id: request.offerId, quantity: request.quantity, idempotency_key: request.idempotencyKey };
    const answer = await callApi(
      () => this.client.POST("/api/green-certificates/purchase", { body }),
      CertificatePurchaseResponse,
      readRefusal,
    );
    return Result.map(answer, ({ data }) => ({
      code: data.code,
      amountPaid: majorToMinor(data.amount_paid, this.exponent),
      balance: majorToMinor(data.balance, this.exponent),
    }));
  }
}
