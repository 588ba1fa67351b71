/**
 * SPEC §5 (and §8 "Invalid input"): the catalogue of validation messages, key -> the exact SPEC
 * English text. Schemas report the KEY (VALIDATION_KEYS); the English text is written here once,
 * for auditors, for the en dictionary (src/ui/i18n/en/validation.ts takes it from here) and for
 * reading a server's 422 answer at the HTTP edge. The list is closed and exhaustive.
 */
export const VALIDATION_MESSAGES = {
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
  invalidInput: "Invalid input",
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/**
 * What the schemas report: each key named by itself (VALIDATION_KEYS.passwordRequired is
 * "passwordRequired"). The key becomes words only in the UI (src/ui/i18n/validation-message.ts).
 */
export const VALIDATION_KEYS = Object.fromEntries(Object.keys(VALIDATION_MESSAGES).map((key) => [key, key])) as {
  readonly [K in ValidationMessageKey]: K;
};

/** Whether a text is one of the catalogue's keys (a schema's own message, or something else). */
export const isValidationMessageKey = (text: string): text is ValidationMessageKey => Object.hasOwn(VALIDATION_MESSAGES, text);
