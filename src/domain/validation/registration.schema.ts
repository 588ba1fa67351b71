import { Schema } from "effect";
import { LoginPassword, SignUpPassword } from "@/domain/validation/password.schema";
import { digitsText, isMinChars, mustBeTrue, requiredText } from "@/domain/validation/text-field";
import { VALIDATION_KEYS as M } from "@/domain/validation/validation-messages";

/** SPEC §5 "Phone number is required"; trimmed, its digits read in any system (numeric input). */
const PhoneNumber = digitsText(M.phoneRequired).pipe(Schema.check(isMinChars(1, M.phoneRequired)));

/** SPEC §3 Registration form with the SPEC §5 rules, one message per field. */
export const RegistrationForm = Schema.Struct({
  fullName: requiredText(M.fullNameRequired),
  countryCode: requiredText(M.countryCodeRequired),
  phone: PhoneNumber,
  password: SignUpPassword,
  accept: mustBeTrue(M.acceptRequired),
});
export type RegistrationForm = typeof RegistrationForm.Type;

/**
 * Sign-in form. SPEC §5 gives only the password rule for login ("Please enter password"); the
 * phone and calling code reuse the registration messages since sign-in is by phone number (SPEC §1).
 */
export const LoginForm = Schema.Struct({
  countryCode: requiredText(M.countryCodeRequired),
  phone: PhoneNumber,
  password: LoginPassword,
});
export type LoginForm = typeof LoginForm.Type;
