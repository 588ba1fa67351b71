import { Schema } from "effect";
import { FlagDto, Nullable, withData } from "@/adapters/http/envelope.schema";

/**
 * openapi/lotto-api.yaml UserProfile. Read as another server may write it, since it is also the
 * sign-in's answer (a profile that does not read is a sign-in that fails): `email_verified` as a
 * boolean or 0/1, and `gender` as any text, of which only male and female (in any case) are the
 * shop's (user.mapper.ts).
 */
export const UserProfileDto = Schema.Struct({
  id: Schema.Int,
  full_name: Schema.String,
  calling_code: Schema.String,
  phone: Schema.String,
  email: Nullable(Schema.String),
  email_verified: FlagDto,
  avatar: Nullable(Schema.String),
  country_residence: Nullable(Schema.String),
  nationality: Nullable(Schema.String),
  dob: Nullable(Schema.String),
  gender: Nullable(Schema.String),
  address_line1: Nullable(Schema.String),
  address_line2: Nullable(Schema.String),
  city: Nullable(Schema.String),
  state: Nullable(Schema.String),
  zip_code: Nullable(Schema.String),
  address_country: Nullable(Schema.String),
});
export type UserProfileDto = typeof UserProfileDto.Type;

export const ProfileResponse = withData(UserProfileDto);

/** openapi/lotto-api.yaml SessionResponse. */
export const SessionResponse = withData(
  Schema.Struct({ access_token: Schema.String, expires_in: Schema.Int, user: UserProfileDto }),
);
export type SessionDto = (typeof SessionResponse.Type)["data"];
