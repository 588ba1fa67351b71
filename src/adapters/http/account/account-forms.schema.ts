import { Schema } from "effect";
import { withData } from "@/adapters/http/envelope.schema";

/**
 * Answers only the sign-up, OTP, password and profile-form adapters read. Apart from user.schema.ts
 * (which the auth gateway needs on every first view) so they load with those lazy adapters
 * (docs/architecture-ports.md, "Lazy ports").
 */

/** openapi/lotto-api.yaml OtpPendingResponse. */
export const OtpPendingResponse = withData(
  Schema.Struct({
    calling_code: Schema.String,
    phone: Schema.String,
    otp_length: Schema.Int,
    expires_in: Schema.Int,
    resend_after: Schema.Int,
  }),
);
export type OtpPendingDto = (typeof OtpPendingResponse.Type)["data"];

export const VerifyEmailResponse = withData(Schema.Struct({ email: Schema.String }));
