import { Schema } from "effect";
import { textField } from "@/domain/validation/text-field";
import { VALIDATION_MESSAGES as M } from "@/domain/validation/validation-messages";

/** SPEC §9: one-time passwords are 6 characters long. */
export const OTP_LENGTH = 6;

/** SPEC §5 OTP: exactly 6 characters, then digits only (length is reported first). */
export const Otp = textField(M.otpLength).pipe(
  Schema.check(
    Schema.isBetweenLength(OTP_LENGTH, OTP_LENGTH, { message: M.otpLength }),
    Schema.isPattern(/^\d*$/, { message: M.otpDigits }),
  ),
);

export const OtpForm = Schema.Struct({ otp: Otp });
export type OtpForm = typeof OtpForm.Type;
