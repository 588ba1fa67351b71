import { MatchersV3 } from "@pact-foundation/pact";

const { like, integer, regex } = MatchersV3;

/** openapi/lotto-api.yaml UserProfile: the fields every user has. */
export const userCore = (fullName: string, phone: string, emailVerified: boolean) => ({
  id: integer(1),
  full_name: like(fullName),
  calling_code: like("+971"),
  phone: like(phone),
  email_verified: emailVerified,
});

/** The sandbox's demo user (docs/sandbox.md), with the profile fields its seed fills. */
export const demoProfile = {
  ...userCore("Demo Player", "501234567", true),
  email: like("demo@lotto-shop.test"),
  country_residence: like("AE"),
  nationality: like("AE"),
  dob: regex(/^\d{4}-\d{2}-\d{2}$/, "1990-04-12"),
  gender: like("male"),
  city: like("Dubai"),
  address_country: like("AE"),
};

/** openapi/lotto-api.yaml SessionResponse data. */
export const session = (user: object) => ({
  access_token: like("sbx_0f1e2d3c"),
  token_type: "Bearer",
  expires_in: integer(2_592_000),
  user,
});

/** openapi/lotto-api.yaml OtpPendingResponse data (SPEC §5, §9: 6 digits, resend after 120 s). */
export const otpPending = (phone: string) => ({
  calling_code: "+971",
  phone,
  otp_length: 6,
  expires_in: integer(300),
  resend_after: integer(120),
});

/** openapi/lotto-api.yaml RetryLaterError. */
export const retryLater = { status: 429, message: like("Please wait before asking for a new code."), retry_after: integer(60) };

/** openapi/lotto-api.yaml ValidationError with messages on the given fields. */
export const validationError = (...fields: string[]) => ({
  status: 422,
  message: like("The given data was invalid."),
  errors: Object.fromEntries(fields.map((field) => [field, MatchersV3.eachLike(`The ${field} is invalid.`)])),
});
