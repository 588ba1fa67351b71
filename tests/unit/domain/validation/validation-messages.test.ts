import { describe, expect, it } from "vitest";
import {
  ALL_VALIDATION_MESSAGES,
  toValidationMessage,
  VALIDATION_MESSAGES,
  validationMessageKey,
} from "@/domain/validation/validation-messages";

describe("validation message catalogue (SPEC §5, §8)", () => {
  it("holds the SPEC texts verbatim", () => {
    expect(VALIDATION_MESSAGES.passwordRequired).toBe("Please enter password");
    expect(VALIDATION_MESSAGES.acceptRequired).toBe("Please accept the Terms & Conditions and Privacy Policy");
    expect(VALIDATION_MESSAGES.nameMin).toBe("Please enter the name least 3 characters");
    expect(VALIDATION_MESSAGES.invalidInput).toBe("Invalid input");
  });

  it("every message is distinct, so each maps back to one key", () => {
    expect(new Set(ALL_VALIDATION_MESSAGES).size).toBe(ALL_VALIDATION_MESSAGES.length);
    for (const [key, text] of Object.entries(VALIDATION_MESSAGES)) expect(validationMessageKey(text)).toBe(key);
  });

  it.each([
    ["Please enter email", "Please enter email"],
    ["Expected string", "Invalid input"],
    ["", "Invalid input"],
  ])("%j is shown as %j", (text, expected) => {
    expect(toValidationMessage(text)).toBe(expected);
  });
});
