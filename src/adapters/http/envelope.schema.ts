import { Schema } from "effect";

/**
 * openapi/lotto-api.yaml Envelope: `{ status, message?, data }`. Only what the shop reads is
 * decoded; unknown extra fields are ignored so the server may grow its answers.
 */
export const withData = <S extends Schema.Top>(data: S) =>
  Schema.Struct({ status: Schema.optionalKey(Schema.Number), message: Schema.optionalKey(Schema.String), data });

/** openapi/lotto-api.yaml MessageResponse: a confirmation with nothing else to read. */
export const MessageResponse = Schema.Struct({ status: Schema.optionalKey(Schema.Number), message: Schema.String });

/** Money in AED major units with 2 decimals (openapi/lotto-api.yaml Money). */
export const MoneyDto = Schema.Finite;

/** JSON `null` or absent → undefined. */
export const Nullable = <S extends Schema.Top>(schema: S) => Schema.optionalKey(Schema.NullOr(schema));

export const PaginationDto = Schema.Struct({
  page: Schema.Int,
  per_page: Schema.Int,
  total: Schema.Int,
  last_page: Schema.Int,
});
