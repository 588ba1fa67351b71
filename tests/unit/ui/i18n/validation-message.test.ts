import { describe, expect, it } from "vitest";
import { ALL_VALIDATION_MESSAGES, VALIDATION_MESSAGES } from "@/domain/validation/validation-messages";
import ar from "@/ui/i18n/ar";
import en from "@/ui/i18n/en";
import id from "@/ui/i18n/id";
import { i18nObject } from "@/ui/i18n/i18n-util";
import { translateValidation, validationKey } from "@/ui/i18n/validation-message";
import { loadEveryDictionary } from "./every-dictionary";

loadEveryDictionary();

/** SPEC §5 and §8, word for word: the list the domain must produce. */
const SPEC_MESSAGES = [
  "Please enter password",
  "Password must be between 8 and 30 characters long",
  "Password must contain at least 1 lowercase character",
  "Password must contain at least 1 number",
  "Password must contain at least 1 special character",
  "Password must contain at least 1 uppercase letter",
  "Please enter full name",
  "Please select country code",
  "Phone number is required",
  "Please accept the Terms & Conditions and Privacy Policy",
  "Passwords are not the same",
  "New password must be different from current password",
  "Password not match",
  "OTP must be exactly 6 digits",
  "OTP must contain only numbers",
  "Full name is required",
  "Country of residence is required",
  "Nationality is required",
  "Incorrect email format",
  "Please select a question type",
  "Please enter the name least 3 characters",
  "Name cannot exceed 100 characters",
  "Please do not enter punctuation marks",
  "Please enter email",
  "Please enter a valid email address",
  "Email cannot exceed 255 characters",
  "Please enter the details least 3 characters",
  "Message cannot exceed 1000 characters",
  "The voucher code is required",
  "Invalid input",
];

describe("translateValidation (SPEC §5, §8)", () => {
  const LL = { en: i18nObject("en"), ar: i18nObject("ar"), id: i18nObject("id") };

  it.each(SPEC_MESSAGES)("English of %j is the SPEC text itself", (message) => {
    expect(translateValidation(LL.en, message)).toBe(message);
  });

  it("knows every message the domain can produce, and no other", () => {
    expect([...ALL_VALIDATION_MESSAGES].sort()).toEqual([...SPEC_MESSAGES].sort());
    for (const message of ALL_VALIDATION_MESSAGES) expect(VALIDATION_MESSAGES[validationKey(message)]).toBe(message);
  });

  it.each(Object.entries(VALIDATION_MESSAGES))("%s has the same English text in the dictionary", (key, message) => {
    expect((en.validation as Record<string, string>)[key]).toBe(message);
  });

  it.each(SPEC_MESSAGES)("%j is translated into Arabic and Indonesian", (message) => {
    const arabic = translateValidation(LL.ar, message);
    const indonesian = translateValidation(LL.id, message);
    expect(arabic).not.toBe(message);
    expect(arabic).toMatch(/[\u0600-\u06ff]/);
    expect(indonesian).not.toBe(message);
  });

  it.each(["", "Something the server said", "please enter password", "Invalid Input"])(
    "falls back to 'Invalid input' for %j",
    (message) => {
      expect(translateValidation(LL.en, message)).toBe("Invalid input");
      expect(translateValidation(LL.ar, message)).toBe(ar.validation.invalidInput);
      expect(translateValidation(LL.id, message)).toBe(id.validation.invalidInput);
    },
  );
});
