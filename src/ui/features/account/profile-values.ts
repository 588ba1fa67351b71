import { birthDateParts, type ProfileFormValues } from "@/application/account/profile-update";
import type { UserProfile } from "@/application/ports/profile.port";

/** The profile as the SPEC §3 form holds it: every field text, "" when unset. */
export const profileFormValues = (user: UserProfile): ProfileFormValues => ({
  fullName: user.fullName,
  countryResidence: user.countryResidence ?? "",
  nationality: user.nationality ?? "",
  email: user.email ?? "",
  ...birthDateParts(user.dob),
  gender: user.gender ?? "",
  addressLine1: user.addressLine1 ?? "",
  addressLine2: user.addressLine2 ?? "",
  city: user.city ?? "",
  state: user.state ?? "",
  zipCode: user.zipCode ?? "",
  addressCountry: user.addressCountry ?? "",
});
