import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { LoginPassword, SignUpPassword } from "@/domain/validation/password.schema";
import { FORM_ERROR_KEY, validate } from "@/domain/validation/validate";

const firstMessage = (result: Result.Result<unknown, Readonly<Record<string, string>>>) =>
  Result.isFailure(result) ? result.failure[FORM_ERROR_KEY] : null;

describe("password (SPEC §5)", () => {
  it.each([
    ["", "Please enter password"],
    [undefined, "Please enter password"],
    ["x", null],
    ["short", null],
  ])("login %j → %j (required only)", (input, message) => {
    expect(firstMessage(validate(LoginPassword, input))).toBe(message);
  });

  it.each([
    ["", "Please enter password"],
    [42, "Please enter password"],
    ["Ab1!", "Password must be between 8 and 30 characters long"],
    [`Ab1!${"x".repeat(27)}`, "Password must be between 8 and 30 characters long"],
    ["ABCDEFG1!", "Password must contain at least 1 lowercase character"],
    ["Abcdefgh!", "Password must contain at least 1 number"],
    ["Abcdefgh1", "Password must contain at least 1 special character"],
    ["abcdefg1!", "Password must contain at least 1 uppercase letter"],
    ["Abcdefg1!", null],
    [`Ab1!${"x".repeat(26)}`, null],
    ["Пароль1!A", null],
    ["Abcdefg1 ", "Password must contain at least 1 special character"],
  ])("sign-up %j → %j", (input, message) => {
    expect(firstMessage(validate(SignUpPassword, input))).toBe(message);
  });
});
