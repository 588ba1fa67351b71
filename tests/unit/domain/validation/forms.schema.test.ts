import { Result } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ChangePasswordForm,
  ResetPasswordForm,
  validateChangePassword,
  validateResetPassword,
} from "@/domain/validation/change-password.schema";
import { OtpForm } from "@/domain/validation/otp.schema";
import { PaymentEmailForm } from "@/domain/validation/payment-email.schema";
import { ProfileForm } from "@/domain/validation/profile.schema";
import { LoginForm, RegistrationForm } from "@/domain/validation/registration.schema";
import { validate, type FieldErrors } from "@/domain/validation/validate";
import { VoucherCodeForm } from "@/domain/validation/voucher-code.schema";

const errorsOf = (result: Result.Result<unknown, FieldErrors>): FieldErrors => (Result.isFailure(result) ? result.failure : {});
const GOOD = "Abcdefg1!";

describe("registration (SPEC §5)", () => {
  const valid = { fullName: "Ann Lee", countryCode: "+971", phone: "501234567", password: GOOD, accept: true };

  it("accepts a complete form, trimming text", () => {
    expect(validate(RegistrationForm, { ...valid, fullName: "  Ann Lee " })).toEqual(Result.succeed(valid));
  });

  it("each field shows its own message", () => {
    expect(
      errorsOf(validate(RegistrationForm, { fullName: " ", countryCode: "", phone: "", password: "", accept: false })),
    ).toEqual({
      fullName: "fullNameRequired",
      countryCode: "countryCodeRequired",
      phone: "phoneRequired",
      password: "passwordRequired",
      accept: "acceptRequired",
    });
  });

  it("missing keys and wrong types get the same field messages", () => {
    expect(errorsOf(validate(RegistrationForm, { accept: "yes" }))).toEqual({
      fullName: "fullNameRequired",
      countryCode: "countryCodeRequired",
      phone: "phoneRequired",
      password: "passwordRequired",
      accept: "acceptRequired",
    });
  });

  it("login needs only a password (plus the phone it signs in with)", () => {
    expect(errorsOf(validate(LoginForm, { countryCode: "971", phone: "5", password: "" }))).toEqual({
      password: "passwordRequired",
    });
    expect(Result.isSuccess(validate(LoginForm, { countryCode: "971", phone: "5", password: "x" }))).toBe(true);
  });
});

describe("change and reset password (SPEC §5)", () => {
  it.each([
    [{ currentPassword: "Old1!pass", newPassword: GOOD, confirmPassword: GOOD }, {}],
    [{ currentPassword: "Old1!pass", newPassword: GOOD, confirmPassword: "Other1!xx" }, { confirmPassword: "passwordsNotSame" }],
    [{ currentPassword: GOOD, newPassword: GOOD, confirmPassword: GOOD }, { newPassword: "passwordMustDiffer" }],
    [
      { currentPassword: GOOD, newPassword: GOOD, confirmPassword: "x" },
      { newPassword: "passwordMustDiffer", confirmPassword: "passwordsNotSame" },
    ],
    [
      { currentPassword: "", newPassword: "weak", confirmPassword: "" },
      {
        currentPassword: "passwordRequired",
        newPassword: "passwordLength",
        confirmPassword: "passwordRequired",
      },
    ],
  ])("change %j → %j", (input, errors) => {
    expect(errorsOf(validate(ChangePasswordForm, input))).toEqual(errors);
  });

  it.each([
    [{ password: GOOD, confirmPassword: GOOD }, {}],
    [{ password: GOOD, confirmPassword: "Abcdefg1?" }, { confirmPassword: "passwordNotMatch" }],
  ])("reset %j → %j", (input, errors) => {
    expect(errorsOf(validate(ResetPasswordForm, input))).toEqual(errors);
  });
});

describe("change and reset password: a mismatch is said at once, beside a field's own rule", () => {
  it.each([
    // The new password breaks a rule and the confirmation differs: both are said, where the
    // confirmation's mismatch waited until the new password was valid.
    [
      { currentPassword: "Old1!pass", newPassword: "weak", confirmPassword: "weak2" },
      { newPassword: "passwordLength", confirmPassword: "passwordsNotSame" },
    ],
    [{ currentPassword: "Old1!pass", newPassword: "weak", confirmPassword: "weak" }, { newPassword: "passwordLength" }],
    // The current password is empty: the new one cannot be "the same" as it.
    [{ currentPassword: "", newPassword: GOOD, confirmPassword: GOOD }, { currentPassword: "passwordRequired" }],
    // The same as the current one, though the current one breaks the sign-up rules.
    [{ currentPassword: "short", newPassword: "short", confirmPassword: "short" }, { newPassword: "passwordLength" }],
    // A field's own rule comes first: an empty confirmation is required, not "not the same".
    [
      { currentPassword: "Old1!pass", newPassword: "weak", confirmPassword: "" },
      { newPassword: "passwordLength", confirmPassword: "passwordRequired" },
    ],
    [{ currentPassword: "Old1!pass", newPassword: GOOD, confirmPassword: GOOD }, {}],
    [
      { currentPassword: GOOD, newPassword: GOOD, confirmPassword: "x" },
      { newPassword: "passwordMustDiffer", confirmPassword: "passwordsNotSame" },
    ],
    ["not a form", { _form: "invalidInput" }],
  ] as const)("change %j → %j", (input, errors) => {
    expect(errorsOf(validateChangePassword(input))).toEqual(errors);
  });

  it.each([
    [
      { password: "weak", confirmPassword: "weak2" },
      { password: "passwordLength", confirmPassword: "passwordNotMatch" },
    ],
    [{ password: "weak", confirmPassword: "weak" }, { password: "passwordLength" }],
    [
      { password: "weak", confirmPassword: "" },
      { password: "passwordLength", confirmPassword: "passwordRequired" },
    ],
    [{ password: GOOD, confirmPassword: GOOD }, {}],
  ] as const)("reset %j → %j", (input, errors) => {
    expect(errorsOf(validateResetPassword(input))).toEqual(errors);
  });

  it("property: with every field valid alone, the same answer as the schema's", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(GOOD, "Other1!xx", "Third2@yy"),
        fc.constantFrom(GOOD, "Other1!xx"),
        fc.constantFrom(GOOD, "Other1!xx"),
        (currentPassword, newPassword, confirmPassword) => {
          const input = { currentPassword, newPassword, confirmPassword };
          expect(errorsOf(validateChangePassword(input))).toEqual(errorsOf(validate(ChangePasswordForm, input)));
        },
      ),
    );
  });
});

describe("OTP (SPEC §5: exactly 6, digits only)", () => {
  it.each([
    ["123456", {}],
    ["12345", { otp: "otpLength" }],
    ["1234567", { otp: "otpLength" }],
    ["", { otp: "otpLength" }],
    ["12a456", { otp: "otpDigits" }],
    ["12a", { otp: "otpLength" }],
    [123456, { otp: "otpLength" }],
  ])("%j → %j", (otp, errors) => {
    expect(errorsOf(validate(OtpForm, { otp }))).toEqual(errors);
  });
});

describe("profile (SPEC §5)", () => {
  const valid = { fullName: "Ann", countryResidence: "AE", nationality: "AE", email: "" };

  it.each([
    [valid, {}],
    [{ ...valid, email: "ann@example.com", city: "Dubai" }, {}],
    [{ ...valid, email: "  ann@example.com " }, {}],
    [{ ...valid, email: "ann@" }, { email: "emailFormat" }],
    [
      { fullName: "", countryResidence: " ", email: "x" },
      {
        fullName: "profileFullNameRequired",
        countryResidence: "countryResidenceRequired",
        nationality: "nationalityRequired",
        email: "emailFormat",
      },
    ],
  ])("%j → %j", (input, errors) => {
    expect(errorsOf(validate(ProfileForm, input))).toEqual(errors);
  });

  it("keeps the optional fields", () => {
    const decoded = Result.getOrThrow(validate(ProfileForm, { ...valid, zipCode: "00000", gender: "f" }));
    expect(decoded).toMatchObject({ zipCode: "00000", gender: "f" });
  });
});

describe("voucher code and payment email (SPEC §5)", () => {
  it.each([
    [{ code: "  WIN10 " }, Result.succeed({ code: "WIN10" })],
    [{ code: "   " }, Result.fail({ code: "voucherCodeRequired" })],
    [{}, Result.fail({ code: "voucherCodeRequired" })],
  ])("voucher %j", (input, expected) => {
    expect(validate(VoucherCodeForm, input)).toEqual(expected);
  });

  it.each([
    [{ email: " pay@example.com " }, Result.succeed({ email: "pay@example.com" })],
    [{ email: "" }, Result.fail({ email: "emailRequired" })],
    [{ email: "pay@example" }, Result.fail({ email: "emailInvalid" })],
    [{ email: "a b@example.com" }, Result.fail({ email: "emailInvalid" })],
  ])("payment email %j", (input, expected) => {
    expect(validate(PaymentEmailForm, input)).toEqual(expected);
  });
});
