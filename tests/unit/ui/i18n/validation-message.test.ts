import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES, type ValidationMessageKey } from "@/domain/validation/validation-messages";
import ar from "@/ui/i18n/ar";
import en from "@/ui/i18n/en";
import id from "@/ui/i18n/id";
import { i18nObject } from "@/ui/i18n/i18n-util";
import { messageText, validationText } from "@/ui/i18n/validation-message";
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

const KEYS = Object.keys(VALIDATION_MESSAGES) as ValidationMessageKey[];

describe("validationText: a message key in the user's language (SPEC §5, §8)", () => {
  const LL = { en: i18nObject("en"), ar: i18nObject("ar"), id: i18nObject("id") };

  it("the catalogue holds the SPEC texts, and no other", () => {
    expect(Object.values(VALIDATION_MESSAGES).sort()).toEqual([...SPEC_MESSAGES].sort());
  });

  it.each(KEYS)("%s: the en dictionary's text is the SPEC text", (key) => {
    expect(validationText(LL.en, key)).toBe(VALIDATION_MESSAGES[key]);
    expect((en.validation as Record<string, string>)[key]).toBe(VALIDATION_MESSAGES[key]);
  });

  it.each(KEYS)("%s is translated into Arabic and Indonesian", (key) => {
    const arabic = validationText(LL.ar, key);
    const indonesian = validationText(LL.id, key);
    expect(arabic).toBe((ar.validation as Record<string, string>)[key]);
    expect(arabic).toMatch(/[\u0600-\u06ff]/);
    expect(indonesian).toBe((id.validation as Record<string, string>)[key]);
    expect(indonesian).not.toBe(VALIDATION_MESSAGES[key]);
  });
});

describe("messageText: what a form shows beside a field", () => {
  const LL = { en: i18nObject("en"), ar: i18nObject("ar"), id: i18nObject("id") };

  it.each([
    ["en", "Please enter email"],
    ["ar", ar.validation.emailRequired],
    ["id", id.validation.emailRequired],
  ] as const)("a key in %s", (locale, expected) => {
    expect(messageText(LL[locale], "emailRequired")).toBe(expected);
  });

  it.each(["This phone number is already registered.", "Please enter email"])(
    "the server's own words %j stay as written, bidi-isolated (no English is read back to a key)",
    (words) => {
      expect(messageText(LL.ar, words)).toBe(`\u2068${words}\u2069`);
    },
  );

  it.each([undefined, "", "  "])("%j is no message", (nothing) => {
    expect(messageText(LL.en, nothing)).toBeUndefined();
  });
});
