import { Schema } from "effect";
import { Nullable, withData } from "@/adapters/http/envelope.schema";

/** openapi/lotto-api.yaml UserProfile. */
export const UserProfileDto = Schema.Struct({
  id: Schema.Int,
  full_name: Schema.String,
  calling_code: Schema.String,
  phone: Schema.String,
  email: Nullable(Schema.String),
  email_verified: Schema.Boolean,
  avatar: Nullable(Schema.String),
  country_residence: Nullable(Schema.String),
  nationality: Nullable(Schema.String),
  dob: Nullable(Schema.String),
  gender: Nullable(Schema.Literals(["male", "female"])),
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
