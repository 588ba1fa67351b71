import { describe, expect, it } from "vitest";
import { isValidationMessageKey, VALIDATION_KEYS, VALIDATION_MESSAGES } from "@/domain/validation/validation-messages";

describe("validation message catalogue (SPEC §5, §8)", () => {
  it("holds the SPEC texts verbatim", () => {
    expect(VALIDATION_MESSAGES.passwordRequired).toBe("Please enter password");
    expect(VALIDATION_MESSAGES.acceptRequired).toBe("Please accept the Terms & Conditions and Privacy Policy");
    expect(VALIDATION_MESSAGES.nameMin).toBe("Please enter the name least 3 characters");
    expect(VALIDATION_MESSAGES.invalidInput).toBe("Invalid input");
  });

  it("every text is distinct, so a server's SPEC text names one key", () => {
    const texts = Object.values(VALIDATION_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("names every key by itself, and only the catalogue's keys", () => {
    expect(Object.keys(VALIDATION_KEYS)).toEqual(Object.keys(VALIDATION_MESSAGES));
    for (const [key, value] of Object.entries(VALIDATION_KEYS)) expect(value).toBe(key);
  });

  it.each([
    ["passwordRequired", true],
    ["invalidInput", true],
    ["Please enter password", false],
    ["Invalid input", false],
    ["toString", false],
    ["", false],
  ])("isValidationMessageKey(%j) is %s", (text, expected) => {
    expect(isValidationMessageKey(text)).toBe(expected);
  });
});
