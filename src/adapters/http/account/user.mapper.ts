import type { Session } from "@/application/ports/auth-gateway.port";
import type { UserProfile } from "@/application/ports/profile.port";
import type { SessionDto, UserProfileDto } from "@/adapters/http/account/user.schema";

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
