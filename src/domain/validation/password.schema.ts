import { Schema } from "effect";
import { charCount, textField } from "@/domain/validation/text-field";
import { VALIDATION_KEYS as M } from "@/domain/validation/validation-messages";

/** SPEC §5/§9: passwords are 8 to 30 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 30;

/**
 * A password is kept as typed (spaces may be part of it), but one of only spaces is no password:
 * "Please enter password" (SPEC §5).
 */
const passwordGiven = Schema.makeFilter((text: string) => text.trim() !== "", { message: M.passwordRequired });

/** SPEC §5 login: the password is only required ("Please enter password"). */
export const LoginPassword = textField(M.passwordRequired).pipe(Schema.check(passwordGiven));

/**
 * SPEC §5 sign-up/new password: required, 8–30 characters (code points), and at least one lowercase letter,
 * one number, one special character (anything not a letter, digit or space) and one uppercase letter,
 * each rule with its own message, in that order.
 */
export const SignUpPassword = textField(M.passwordRequired).pipe(
  Schema.check(
    passwordGiven,
    Schema.makeFilter((text: string) => charCount(text) >= PASSWORD_MIN_LENGTH && charCount(text) <= PASSWORD_MAX_LENGTH, {
      message: M.passwordLength,
    }),
    Schema.isPattern(/\p{Ll}/u, { message: M.passwordLowercase }),
    Schema.isPattern(/\d/, { message: M.passwordNumber }),
    Schema.isPattern(/[^\p{L}\p{N}\s]/u, { message: M.passwordSpecial }),
    Schema.isPattern(/\p{Lu}/u, { message: M.passwordUppercase }),
  ),
);
