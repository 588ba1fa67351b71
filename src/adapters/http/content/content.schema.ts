import { Schema } from "effect";
import { MoneyDto, withData } from "@/adapters/http/envelope.schema";

/** openapi/lotto-api.yaml FaqGroup. */
export const FaqResponse = withData(
  Schema.Array(
    Schema.Struct({
      id: Schema.Int,
      title: Schema.String,
      questions: Schema.Array(Schema.Struct({ id: Schema.Int, question: Schema.String, answer: Schema.String })),
    }),
  ),
);

export const QuestionTypesResponse = withData(Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String })));

/** openapi/lotto-api.yaml CertificateOffer. */
export const CertificateOfferDto = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  description: Schema.String,
  price: MoneyDto,
  entries: Schema.Int,
  game_slug: Schema.String,
  trees_planted: Schema.optionalKey(Schema.Int),
});
export type CertificateOfferDto = typeof CertificateOfferDto.Type;

export const CertificateOffersResponse = withData(Schema.Array(CertificateOfferDto));

export const CertificatePurchaseResponse = withData(
  Schema.Struct({ code: Schema.String, amount_paid: MoneyDto, balance: MoneyDto }),
);
