import type { ProfileUpdate } from "@/application/ports/profile.port";
import type { OtpPending, SignUpRequest } from "@/application/ports/registration-gateway.port";
import type { components } from "@/adapters/http/generated/lotto-api";
import type { OtpPendingDto } from "@/adapters/http/account/account-forms.schema";

/**
 * The sign-up, OTP and profile-form mappings, apart from user.mapper.ts so they load with the lazy
 * account adapters that use them (docs/architecture-ports.md, "Lazy ports").
 */

type Schemas = components["schemas"];

export function toOtpPending(dto: OtpPendingDto): OtpPending {
  return {
    callingCode: dto.calling_code,
    phone: dto.phone,
    otpLength: dto.otp_length,
    expiresInSeconds: dto.expires_in,
    resendAfterSeconds: dto.resend_after,
  };
}

/** Copies the optional fields that are set, renamed; absent stays absent (not null, not ""). */
function pick<K extends string>(entries: ReadonlyArray<readonly [K, string | undefined]>): Partial<Record<K, string>> {
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined)) as Partial<Record<K, string>>;
}

/** SPEC §3 sign-up payload; `platform_slug` is "app" in app mode, otherwise "web". */
export function toSignUpBody(request: SignUpRequest): Schemas["SignUpRequest"] {
  const optional = pick([
    ["first_name", request.firstName],
    ["last_name", request.lastName],
    ["code", request.code],
    ["dob", request.dob],
    ["nationality", request.nationality],
    ["email", request.email],
    ["utm_campaign", request.utmCampaign],
    ["utm_content", request.utmContent],
    ["utm_medium", request.utmMedium],
    ["utm_source", request.utmSource],
    ["utm_term", request.utmTerm],
  ]);
  return {
    ...optional,
    full_name: request.fullName,
    calling_code: request.callingCode,
    phone: request.phone,
    password: request.password,
    platform_slug: request.platform,
    ...(request.gender === undefined ? {} : { gender: request.gender }),
  };
}

/** SPEC §3 profile form as the API takes it. */
export function toProfileUpdateBody(update: ProfileUpdate): Schemas["ProfileUpdateRequest"] {
  const optional = pick([
    ["email", update.email],
    ["calling_code", update.callingCode],
    ["phone", update.phone],
    ["dob", update.dob],
    ["address_line1", update.addressLine1],
    ["address_line2", update.addressLine2],
    ["city", update.city],
    ["state", update.state],
    ["zip_code", update.zipCode],
    ["address_country", update.addressCountry],
  ]);
  return {
    ...optional,
    full_name: update.fullName,
    country_residence: update.countryResidence,
    nationality: update.nationality,
    ...(update.gender === undefined ? {} : { gender: update.gender }),
  };
}
