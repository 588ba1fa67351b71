import { ProfileForm } from "@/domain/validation/profile.schema";
import { birthDate, type ProfileFormValues } from "@/application/account/profile-update";
import type { TranslationFunctions } from "@/ui/i18n/i18n-types";
import type { FormErrors } from "@/ui/forms/form-errors";
import { schemaErrors } from "@/ui/forms/schema-errors";

const specErrors = schemaErrors(ProfileForm);

/** SPEC §5 profile rules (domain), plus a date of birth that exists (the parts are joined, SPEC §3). */
export const profileErrors =
  (LL: TranslationFunctions) =>
  (values: ProfileFormValues): FormErrors => {
    const dob = birthDate(values.birthDay, values.birthMonth, values.birthYear);
    const dateError =
      dob === "incomplete"
        ? { birthDay: LL.account.profile.birthDateIncomplete() }
        : dob === "invalid"
          ? { birthDay: LL.account.profile.birthDateInvalid() }
          : {};
    return { ...specErrors(values), ...dateError };
  };

/** The API's field names (docs/api-design.md) → the form's, for the server's 422 messages. */
export const PROFILE_FIELDS = {
  full_name: "fullName",
  country_residence: "countryResidence",
  nationality: "nationality",
  email: "email",
  dob: "birthDay",
  gender: "gender",
  address_line1: "addressLine1",
  address_line2: "addressLine2",
  city: "city",
  state: "state",
  zip_code: "zipCode",
  address_country: "addressCountry",
} as const;
