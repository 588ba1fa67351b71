import { Schema } from "effect";
import { digitsText, isMinChars, isMaxChars } from "@/domain/validation/text-field";
import { VALIDATION_KEYS as M } from "@/domain/validation/validation-messages";

/** SPEC §9: one-time passwords are 6 characters long. */
export const OTP_LENGTH = 6;

/**
 * SPEC §5 OTP: exactly 6 characters, then digits only (length is reported first). The code is
 * trimmed and its digits read in any system a player types (١٢٣٤٥٦, ۱۲۳۴۵۶, １２３４５６ → 123456).
 */
export const Otp = digitsText(M.otpLength).pipe(
  Schema.check(
    isMinChars(OTP_LENGTH, M.otpLength),
    isMaxChars(OTP_LENGTH, M.otpLength),
    Schema.isPattern(/^\d*$/, { message: M.otpDigits }),
  ),
);

export const OtpForm = Schema.Struct({ otp: Otp });
export type OtpForm = typeof OtpForm.Type;
