import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { LoginPassword, SignUpPassword } from "@/domain/validation/password.schema";
import { FORM_ERROR_KEY, validate } from "@/domain/validation/validate";

const firstMessage = (result: Result.Result<unknown, Readonly<Record<string, string>>>) =>
  Result.isFailure(result) ? result.failure[FORM_ERROR_KEY] : null;

describe("password (SPEC §5)", () => {
  it.each([
    ["", "passwordRequired"],
    [undefined, "passwordRequired"],
    ["x", null],
    ["short", null],
  ])("login %j → %j (required only)", (input, message) => {
    expect(firstMessage(validate(LoginPassword, input))).toBe(message);
  });

  it.each([
    ["", "passwordRequired"],
    [42, "passwordRequired"],
    ["Ab1!", "passwordLength"],
    [`Ab1!${"x".repeat(27)}`, "passwordLength"],
    ["ABCDEFG1!", "passwordLowercase"],
    ["Abcdefgh!", "passwordNumber"],
    ["Abcdefgh1", "passwordSpecial"],
    ["abcdefg1!", "passwordUppercase"],
    ["Abcdefg1!", null],
    [`Ab1!${"x".repeat(26)}`, null],
    ["Пароль1!A", null],
    ["Abcdefg1 ", "passwordSpecial"],
  ])("sign-up %j → %j", (input, message) => {
    expect(firstMessage(validate(SignUpPassword, input))).toBe(message);
  });
});
