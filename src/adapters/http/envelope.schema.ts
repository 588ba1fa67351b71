import { Schema } from "effect";
import { MajorAmount, MAX_MAJOR_AMOUNT } from "@/domain/money/money";

/**
 * openapi/lotto-api.yaml Envelope: `{ status, message?, data }`. Only what the shop reads is
 * decoded; unknown extra fields are ignored so the server may grow its answers.
 */
export const withData = <S extends Schema.Top>(data: S) =>
  Schema.Struct({ status: Schema.optionalKey(Schema.Number), message: Schema.optionalKey(Schema.String), data });

/** openapi/lotto-api.yaml MessageResponse: a confirmation with nothing else to read. */
export const MessageResponse = Schema.Struct({ status: Schema.optionalKey(Schema.Number), message: Schema.String });

/**
 * Money in major units (openapi/lotto-api.yaml Money). Odd or hostile values (NaN, Infinity, 1e20)
 * are a decode failure here, never an exception later when they become fils: the bound is the
 * domain's MAX_MAJOR_AMOUNT (10^12 major units), signed, since wallet movements may be negative.
 * More decimals than the currency has are not refused: fromMajor rounds them half-up, as SPEC §9.
 */
export const MoneyDto = MajorAmount;

/** A price: what a cart line adds to the total and Pay charges, so never below zero (a credit is no ticket). */
export const PriceDto = Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: MAX_MAJOR_AMOUNT }));

/**
 * A date-time the screens can show (openapi/lotto-api.yaml: ISO 8601 with an offset). Text that is
 * no date at all ("soon", "") is a decode failure here: formatted later it would throw a
 * RangeError ("Invalid time value") in the middle of a render.
 */
export const DateTimeDto = Schema.String.check(
  Schema.makeFilter((text: string) => (Number.isFinite(Date.parse(text)) ? undefined : `a date-time, got "${text}"`)),
);

/** JSON `null` or absent → undefined. */
export const Nullable = <S extends Schema.Top>(schema: S) => Schema.optionalKey(Schema.NullOr(schema));

export const PaginationDto = Schema.Struct({
  page: Schema.Int,
  per_page: Schema.Int,
  total: Schema.Int,
  last_page: Schema.Int,
});

/**
 * A list in `data` (the games, the FAQ, the question types, the favourites, the certificate offers),
 * each item read on its own (read-each.ts).
 */
export const ListResponse = withData(Schema.Array(Schema.Unknown));

/** A page of a list (the wallet's history, the notifications): its items, each read on its own, and where it stands. */
export const PAGE_OF_ITEMS = { items: Schema.Array(Schema.Unknown), pagination: PaginationDto };

/**
 * A yes-or-no the server may send as a boolean or as 0/1 (a voucher's `discount`, SPEC §7; a
 * profile's `email_verified`): `true` and `1` are yes.
 */
export const FlagDto = Schema.Union([Schema.Boolean, Schema.Literals([0, 1])]);

/** {@link FlagDto} read. */
export const isSet = (flag: typeof FlagDto.Type): boolean => flag === true || flag === 1;
