import { Schema } from "effect";
import { MoneyDto, PriceDto, withData } from "@/adapters/http/envelope.schema";

/** openapi/lotto-api.yaml FaqGroup; its questions are read one by one (openapi-content.ts). */
export const FaqGroupHeadDto = Schema.Struct({ id: Schema.Int, title: Schema.String, questions: Schema.Array(Schema.Unknown) });

/** An item of openapi/lotto-api.yaml FaqGroup.questions. */
export const FaqQuestionDto = Schema.Struct({ id: Schema.Int, question: Schema.String, answer: Schema.String });

/** openapi/lotto-api.yaml QuestionType. */
export const QuestionTypeDto = Schema.Struct({ id: Schema.Int, name: Schema.String });

/** openapi/lotto-api.yaml CertificateOffer. */
export const CertificateOfferDto = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  description: Schema.String,
  /** A price, never below zero (an offer that would pay the player to buy it is left out). */
  price: PriceDto,
  entries: Schema.Int,
  game_slug: Schema.String,
  trees_planted: Schema.optionalKey(Schema.Int),
});
export type CertificateOfferDto = typeof CertificateOfferDto.Type;

export const CertificatePurchaseResponse = withData(
  Schema.Struct({ code: Schema.String, amount_paid: MoneyDto, balance: MoneyDto }),
);
