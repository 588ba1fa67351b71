import { Schema } from "effect";
import { isEmail, requiredText, trimmedText } from "@/domain/validation/text-field";
import { VALIDATION_KEYS as M } from "@/domain/validation/validation-messages";

const optionalText = Schema.optionalKey(Schema.String);

/** SPEC §5 profile email: trimmed (it decodes to the trimmed text); may be empty, otherwise "Incorrect email format". */
export const ProfileEmail = trimmedText(M.emailFormat).pipe(
  Schema.check(Schema.makeFilter((text: string) => text === "" || isEmail(text), { message: M.emailFormat })),
);

/** SPEC §3 Profile form with the SPEC §5 rules; the other fields are free text and optional. */
export const ProfileForm = Schema.Struct({
  fullName: requiredText(M.profileFullNameRequired),
  countryResidence: requiredText(M.countryResidenceRequired),
  nationality: requiredText(M.nationalityRequired),
  email: ProfileEmail,
  phoneNumber: optionalText,
  countryCode: optionalText,
  birthDay: optionalText,
  birthMonth: optionalText,
  birthYear: optionalText,
  gender: optionalText,
  addressLine1: optionalText,
  addressLine2: optionalText,
  city: optionalText,
  state: optionalText,
  zipCode: optionalText,
  addressCountry: optionalText,
});
export type ProfileForm = typeof ProfileForm.Type;
