import { Schema } from "effect";
import { textField } from "@/domain/validation/text-field";
import { VALIDATION_MESSAGES as M } from "@/domain/validation/validation-messages";

/** SPEC §5/§9: passwords are 8 to 30 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 30;

/** SPEC §5 login: the password is only required ("Please enter password"). */
export const LoginPassword = textField(M.passwordRequired).pipe(
  Schema.check(Schema.isMinLength(1, { message: M.passwordRequired })),
);

/**
 * SPEC §5 sign-up/new password: required, 8–30 characters, and at least one lowercase letter,
 * one number, one special character (anything not a letter, digit or space) and one uppercase letter,
 * each rule with its own message, in that order.
 */
export const SignUpPassword = textField(M.passwordRequired).pipe(
  Schema.check(
    Schema.isMinLength(1, { message: M.passwordRequired }),
    Schema.makeFilter(
      (text: string) => text.length >= PASSWORD_MIN_LENGTH && text.length <= PASSWORD_MAX_LENGTH,
      { message: M.passwordLength },
    ),
    Schema.isPattern(/\p{Ll}/u, { message: M.passwordLowercase }),
    Schema.isPattern(/\d/, { message: M.passwordNumber }),
    Schema.isPattern(/[^\p{L}\p{N}\s]/u, { message: M.passwordSpecial }),
    Schema.isPattern(/\p{Lu}/u, { message: M.passwordUppercase }),
  ),
);
