import type { Session } from "@/application/ports/auth-gateway.port";
import type { ProfileUpdate, UserProfile } from "@/application/ports/profile.port";
import type { OtpPending, SignUpRequest } from "@/application/ports/registration-gateway.port";
import type { components } from "@/adapters/http/generated/lotto-api";
import type { OtpPendingDto, SessionDto, UserProfileDto } from "@/adapters/http/account/user.schema";

type Schemas = components["schemas"];

const orUndefined = <A>(value: A | null | undefined): A | undefined => value ?? undefined;

export function toUserProfile(dto: UserProfileDto): UserProfile {
  return {
    id: dto.id,
    fullName: dto.full_name,
    callingCode: dto.calling_code,
    phone: dto.phone,
    email: orUndefined(dto.email),
    emailVerified: dto.email_verified,
    avatar: orUndefined(dto.avatar),
    countryResidence: orUndefined(dto.country_residence),
    nationality: orUndefined(dto.nationality),
    dob: orUndefined(dto.dob),
    gender: orUndefined(dto.gender),
    addressLine1: orUndefined(dto.address_line1),
    addressLine2: orUndefined(dto.address_line2),
    city: orUndefined(dto.city),
    state: orUndefined(dto.state),
    zipCode: orUndefined(dto.zip_code),
    addressCountry: orUndefined(dto.address_country),
  };
}

export function toSession(dto: SessionDto): Session {
  return { accessToken: dto.access_token, expiresInSeconds: dto.expires_in, user: toUserProfile(dto.user) };
}

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
    ["first_name", request.firstName], ["last_name", request.lastName], ["code", request.code],
    ["dob", request.dob], ["nationality", request.nationality], ["email", request.email],
    ["utm_campaign", request.utmCampaign], ["utm_content", request.utmContent], ["utm_medium", request.utmMedium],
    ["utm_source", request.utmSource], ["utm_term", request.utmTerm],
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
    ["email", update.email], ["calling_code", update.callingCode], ["phone", update.phone], ["dob", update.dob],
    ["address_line1", update.addressLine1], ["address_line2", update.addressLine2], ["city", update.city],
    ["state", update.state], ["zip_code", update.zipCode], ["address_country", update.addressCountry],
  ]);
  return {
    ...optional,
    full_name: update.fullName,
    country_residence: update.countryResidence,
    nationality: update.nationality,
    ...(update.gender === undefined ? {} : { gender: update.gender }),
  };
}
