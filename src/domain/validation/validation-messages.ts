/**
 * SPEC §5 (and §8 "Invalid input"): the exact English validation messages. They are the values
 * schemas report; the UI maps each one to an i18n key, so this list is closed and exhaustive.
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
export type ValidationMessage = (typeof VALIDATION_MESSAGES)[ValidationMessageKey];

/** Every message once (two SPEC rules share "Phone number is required"). */
export const ALL_VALIDATION_MESSAGES: ReadonlyArray<ValidationMessage> = Object.values(VALIDATION_MESSAGES);

const KNOWN = new Set<string>(ALL_VALIDATION_MESSAGES);

/** SPEC §8: anything outside the catalogue is shown as the generic "Invalid input". */
export const toValidationMessage = (text: string): ValidationMessage =>
  KNOWN.has(text) ? (text as ValidationMessage) : VALIDATION_MESSAGES.invalidInput;

/** The key of a message, for UIs that translate by key rather than by English text. */
export const validationMessageKey = (message: ValidationMessage): ValidationMessageKey => {
  const entry = Object.entries(VALIDATION_MESSAGES).find(([, text]) => text === message);
  return (entry?.[0] ?? "invalidInput") as ValidationMessageKey;
};
