import type { BaseTranslation } from "../i18n-types";

/**
 * SPEC §5: the English texts are exactly the SPEC messages (the domain table); the domain validators
 * report these keys and src/ui/i18n/validation-message.ts turns a key into its words.
 */
const validation = {
  passwordRequired: "Please enter password",
  passwordLength: "Password must be between 8 and 30 characters long",
  passwordLowercase: "Password must contain at least 1 lowercase character",
  passwordNumber: "Password must contain at least 1 number",
  passwordSpecial: "Password must contain at least 1 special character",
  passwordUppercase: "Password must contain at least 1 uppercase letter",
  fullNameRequired: "Please enter full name",
  countryCodeRequired: "Please select country code",
  phoneRequired: "Phone number is required",
  acceptRequired: "Please accept the Terms & Conditions and Privacy Policy",
  passwordsNotSame: "Passwords are not the same",
  passwordMustDiffer: "New password must be different from current password",
  passwordNotMatch: "Password not match",
  otpLength: "OTP must be exactly 6 digits",
  otpDigits: "OTP must contain only numbers",
  profileFullNameRequired: "Full name is required",
  countryResidenceRequired: "Country of residence is required",
  nationalityRequired: "Nationality is required",
  emailFormat: "Incorrect email format",
  questionTypeRequired: "Please select a question type",
  nameMin: "Please enter the name least 3 characters",
  nameMax: "Name cannot exceed 100 characters",
  namePunctuation: "Please do not enter punctuation marks",
  emailRequired: "Please enter email",
  emailInvalid: "Please enter a valid email address",
  emailMax: "Email cannot exceed 255 characters",
  contentMin: "Please enter the details least 3 characters",
  contentMax: "Message cannot exceed 1000 characters",
  voucherCodeRequired: "The voucher code is required",
  /** SPEC §8: the generic fallback for any message without its own key. */
  invalidInput: "Invalid input",
} satisfies BaseTranslation;

export default validation;
