import { describe, expect, it } from "vitest";
import { otpProblems, passwordProblems } from "@mocks/validate";
import { isValidIban } from "@mocks/wallet";
import { isValidBet } from "@mocks/purchase";
import { findGame } from "@mocks/seed-games";

describe("sandbox validation", () => {
  it.each([
    ["Demo@1234", []],
    ["Ab1!", ["Password must be between 8 and 30 characters long"]],
    ["DEMO@1234", ["Password must contain at least 1 lowercase character"]],
    ["Demo@abcd", ["Password must contain at least 1 number"]],
    ["Demo12345", ["Password must contain at least 1 special character"]],
    ["demo@1234", ["Password must contain at least 1 uppercase letter"]],
    [`Aa1!${"x".repeat(27)}`, ["Password must be between 8 and 30 characters long"]],
  ])("SPEC §5 password rules: %j → %j", (password, problems) => {
    expect(passwordProblems(password)).toEqual(problems);
  });

  it.each([
    ["123456", []],
    ["12345", ["OTP must be exactly 6 digits"]],
    ["12a456", ["OTP must contain only numbers"]],
  ])("SPEC §5 OTP rules: %j → %j", (otp, problems) => {
    expect(otpProblems(otp)).toEqual(problems);
  });

  it.each([
    ["AE070331234567890123456", true],
    ["GB82WEST12345698765432", true],
    ["AE070331234567890123457", false],
    ["ae070331234567890123456", false],
  ])("IBAN %s is valid: %s", (iban, valid) => {
    expect(isValidIban(iban)).toBe(valid);
  });

  it.each([
    [[1, 2, 3, 4, 5, 44, 22], true],
    [[44, 1, 2, 3, 4, 5, 1], true],
    [[1, 2, 3, 4, 5, 6], false],
    [[1, 2, 3, 4, 5, 6, 7, 8], false],
    [[0, 2, 3, 4, 5, 6, 7], false],
    [[1, 1, 3, 4, 5, 6, 7], false],
    [[1, 2, 3, 4, 5, 6, 1.5], false],
  ])("a Lucky Day bet %j is valid: %s (SPEC §9: 6 of 1..44 plus 1 of 1..22)", (bet, valid) => {
    expect(isValidBet(findGame("lucky-day")!, bet)).toBe(valid);
  });
});
