import type { Session } from "@/application/ports/auth-gateway.port";
import type { UserProfile } from "@/application/ports/profile.port";
import type { SessionDto, UserProfileDto } from "@/adapters/http/account/user.schema";
import { isSet } from "@/adapters/http/envelope.schema";

const orUndefined = <A>(value: A | null | undefined): A | undefined => value ?? undefined;

/**
 * The genders the profile form offers; any other answer is read as not given, and since the profile
 * form leaves out a gender not given (account-forms.mapper.ts), a save does not overwrite it.
 */
const genderOf = (value: string | null | undefined): UserProfile["gender"] => {
  const gender = value?.trim().toLowerCase();
  return gender === "male" || gender === "female" ? gender : undefined;
};

export function toUserProfile(dto: UserProfileDto): UserProfile {
  return {
    id: dto.id,
    fullName: dto.full_name,
    callingCode: dto.calling_code,
    phone: dto.phone,
    email: orUndefined(dto.email),
    emailVerified: isSet(dto.email_verified),
    avatar: orUndefined(dto.avatar),
    countryResidence: orUndefined(dto.country_residence),
    nationality: orUndefined(dto.nationality),
    dob: orUndefined(dto.dob),
    gender: genderOf(dto.gender),
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
