import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { ContactForm } from "@/domain/validation/contact.schema";
import { isNumericInput, normalizeDigits, sanitizeNumericInput } from "@/domain/validation/numeric-input";
import { OtpForm } from "@/domain/validation/otp.schema";
import { LoginPassword, SignUpPassword } from "@/domain/validation/password.schema";
import { isPlausiblePhone, nationalDigits, toE164 } from "@/domain/validation/phone";
import { ProfileForm } from "@/domain/validation/profile.schema";
import { LoginForm, RegistrationForm } from "@/domain/validation/registration.schema";
import { charCount } from "@/domain/validation/text-field";
import { FORM_ERROR_KEY, validate, type FieldErrors } from "@/domain/validation/validate";

const errorsOf = (result: Result.Result<unknown, FieldErrors>): FieldErrors => (Result.isFailure(result) ? result.failure : {});
const decoded = <T>(result: Result.Result<T, FieldErrors>): T => Result.getOrThrow(result);

/** The three digit systems besides 0–9, as a player's keyboard types them. */
const ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩";
const PERSIAN = "۰۱۲۳۴۵۶۷۸۹";
const FULL_WIDTH = "０１２３４５６７８９";
const OTHER_DIGITS = [...ARABIC_INDIC, ...PERSIAN, ...FULL_WIDTH];
const ASCII_DIGITS = "0123456789";

/** A string mixing ASCII, the other digits, Arabic letters, separators and astral characters. */
const mixedText = fc
  .array(
    fc.oneof(fc.string({ maxLength: 3 }), fc.constantFrom(...OTHER_DIGITS, "٫", "٬", "．", ",", ".", "-", " ", "😀", "ع", "𝟘")),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(""));

describe("digits a player types (SPEC §5 numeric input): Arabic-Indic, Persian, full-width", () => {
  it.each([
    ["٠١٢٣٤٥٦٧٨٩", "0123456789"],
    ["۰۱۲۳۴۵۶۷۸۹", "0123456789"],
    ["０１２３４５６７８９", "0123456789"],
    ["OTP ١٢٣-۴۵６", "OTP 123-456"],
    ["٫٬．,.", "٫٬．,."],
    ["abc", "abc"],
    ["𝟘𝟙", "𝟘𝟙"],
    ["", ""],
  ])("normalizeDigits(%j) → %j", (text, expected) => {
    expect(normalizeDigits(text)).toBe(expected);
  });

  it.each([
    ["٠٥٠ ١٢٣ ٤٥٦٧", "integer", "0501234567"],
    ["۰۵۰-۱۲۳-۴۵۶۷", "integer", "0501234567"],
    ["０５０１２３４５６７", "integer", "0501234567"],
    ["-٣4 5", "decimal", "345"],
    ["١٢٫٥٠", "decimal", "12.50"],
    ["١٬٢٣٤٫٥", "decimal", "1234.5"],
    ["１２．５", "decimal", "12.5"],
    ["12.5٫3", "decimal", "12.53"],
    ["10,50", "decimal", "1050"],
    ["1,000.50", "decimal", "1000.50"],
    ["١٢٫٥", "integer", "125"],
  ] as const)("sanitize %j (%s) → %j", (text, mode, expected) => {
    expect(sanitizeNumericInput(text, mode)).toBe(expected);
  });

  it.each([
    ["10,50", "10.50"],
    ["١٠,٥", "10.5"],
    ["10,5,0", "10.50"],
    ["10.5,0", "10.50"],
  ])("Indonesian decimal comma: sanitize %j → %j", (text, expected) => {
    expect(sanitizeNumericInput(text, "decimal", { decimalComma: true })).toBe(expected);
  });

  it.each([
    ["١٢٣", "integer", true],
    ["１２．５", "integer", false],
    ["١٢.٥", "decimal", true],
  ] as const)("isNumericInput(%j, %s) → %s", (text, mode, ok) => {
    expect(isNumericInput(text, mode)).toBe(ok);
  });

  it("property: normalising is idempotent", () => {
    fc.assert(
      fc.property(mixedText, (text) => {
        expect(normalizeDigits(normalizeDigits(text))).toBe(normalizeDigits(text));
      }),
    );
  });

  it("property: normalising changes only the digits, one code point for one, and keeps their value", () => {
    fc.assert(
      fc.property(mixedText, (text) => {
        const before = [...text];
        const after = [...normalizeDigits(text)];
        expect(after).toHaveLength(before.length);
        before.forEach((char, at) => {
          const index = OTHER_DIGITS.indexOf(char);
          expect(after[at]).toBe(index === -1 ? char : ASCII_DIGITS[index % 10]);
        });
      }),
    );
  });

  it("property: a number written in any digit system sanitises to the same text as in 0–9", () => {
    fc.assert(
      fc.property(fc.nat(), fc.constantFrom(ARABIC_INDIC, PERSIAN, FULL_WIDTH), (value, system) => {
        const written = [...String(value)].map((digit) => system[Number(digit)]).join("");
        expect(sanitizeNumericInput(written)).toBe(String(value));
      }),
    );
  });

  it("property: sanitising is idempotent and always accepted", () => {
    fc.assert(
      fc.property(
        mixedText,
        fc.constantFrom("integer" as const, "decimal" as const),
        fc.boolean(),
        (text, mode, decimalComma) => {
          const once = sanitizeNumericInput(text, mode, { decimalComma });
          expect(sanitizeNumericInput(once, mode, { decimalComma })).toBe(once);
          expect(isNumericInput(once, mode)).toBe(true);
        },
      ),
    );
  });
});

describe("OTP, phone and contact phone read every digit system", () => {
  it.each([
    ["١٢٣٤٥٦", {}],
    ["۱۲۳۴۵۶", {}],
    ["１２３４５６", {}],
    ["12٣4۵６", {}],
    [" 123456 ", {}],
    ["١٢٣٤٥", { otp: "otpLength" }],
    ["١٢٣٤٥a", { otp: "otpDigits" }],
    ["12345😀", { otp: "otpDigits" }],
  ])("OTP %j → %j", (otp, errors) => {
    expect(errorsOf(validate(OtpForm, { otp }))).toEqual(errors);
  });

  it("OTP decodes to 0–9", () => {
    expect(decoded(validate(OtpForm, { otp: " ١٢٣۴５6 " }))).toEqual({ otp: "123456" });
  });

  it.each([
    ["+٩٧١", "٠٥٠ ١٢٣ ٤٥٦٧", "+971501234567"],
    ["۹۷۱", "۵۰۱۲۳۴۵۶۷", "+971501234567"],
    ["+６２", "０８１２３４５６７８９", "+628123456789"],
  ])("toE164(%j, %j) → %j", (code, phone, e164) => {
    expect(isPlausiblePhone(code, phone)).toBe(true);
    expect(toE164(code, phone)).toBe(e164);
  });

  it("nationalDigits reads Arabic-Indic digits", () => {
    expect(nationalDigits("٠٥٠-١٢٣")).toBe("50123");
  });

  it("registration and login decode the phone to 0–9; a blank phone is still required", () => {
    const login = { countryCode: "+971", phone: " ٥٠١٢٣٤٥٦٧ ", password: "x" };
    expect(decoded(validate(LoginForm, login)).phone).toBe("501234567");
    expect(errorsOf(validate(LoginForm, { ...login, phone: "   " }))).toEqual({ phone: "phoneRequired" });
    const registration = {
      fullName: "Ann",
      countryCode: "+62",
      phone: "０８１２３４５６７",
      password: "Abcdefg1!",
      accept: true,
    };
    expect(decoded(validate(RegistrationForm, registration)).phone).toBe("081234567");
  });

  it("contact phone decodes to 0–9", () => {
    const form = { question_id: 1, name: "Ann Lee", email: "a@b.co", phone_number: " ٠٥٠١٢٣٤٥٦٧ ", content: "Hello" };
    expect(decoded(validate(ContactForm, form)).phone_number).toBe("0501234567");
  });
});

describe("lengths are counted in characters (code points), not UTF-16 units", () => {
  it.each([
    ["", 0],
    ["abc", 3],
    ["محمد", 4],
    ["😀", 1],
    ["𝟘𝟙𝟚", 3],
    ["a😀b", 3],
  ])("charCount(%j) → %i", (text, count) => {
    expect(charCount(text)).toBe(count);
  });

  it("property: charCount is the number of code points, never more than the UTF-16 length", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        expect(charCount(text)).toBe(Array.from(text).length);
        expect(charCount(text)).toBeLessThanOrEqual(text.length);
      }),
    );
  });

  const contact = { question_id: 1, name: "Ann Lee", email: "a@b.co", phone_number: "0501234567", content: "Hello" };
  it.each([
    ["name of 100 emoji", { name: "😀".repeat(100) }, {}],
    ["name of 101 emoji", { name: "😀".repeat(101) }, { name: "nameMax" }],
    ["name of 2 astral letters", { name: "𝒜𝒝" }, { name: "nameMin" }],
    ["name of 3 astral letters", { name: "𝒜𝒝𝒞" }, {}],
    ["content of 1000 emoji", { content: "😀".repeat(1000) }, {}],
    ["content of 1001 emoji", { content: "😀".repeat(1001) }, { content: "contentMax" }],
    ["email of 255 with astral letters", { email: `${"𝒶".repeat(243)}@example.com` }, {}],
    ["email of 256 with astral letters", { email: `${"𝒶".repeat(244)}@example.com` }, { email: "emailMax" }],
  ])("contact: %s", (_, patch, errors) => {
    expect(errorsOf(validate(ContactForm, { ...contact, ...patch }))).toEqual(errors);
  });

  it.each([
    ["Ab1!😀😀😀😀", null],
    ["Ab1!😀😀😀", "passwordLength"],
    [`Ab1!${"😀".repeat(26)}`, null],
    [`Ab1!${"😀".repeat(27)}`, "passwordLength"],
  ])("sign-up password %j → %j", (password, message) => {
    const result = validate(SignUpPassword, password);
    expect(Result.isFailure(result) ? result.failure[FORM_ERROR_KEY] : null).toBe(message);
  });
});

describe("blank and padded text", () => {
  it.each([
    ["", "passwordRequired"],
    [" ", "passwordRequired"],
    ["        ", "passwordRequired"],
    ["\t \n", "passwordRequired"],
    [" x ", null],
  ])("login password %j → %j (a password of only spaces is no password)", (password, message) => {
    const result = validate(LoginPassword, password);
    expect(Result.isFailure(result) ? result.failure[FORM_ERROR_KEY] : null).toBe(message);
  });

  it("a login password is kept as typed, spaces and all", () => {
    expect(decoded(validate(LoginPassword, "  pass word  "))).toBe("  pass word  ");
  });

  it("a sign-up password of only spaces is 'Please enter password' too", () => {
    expect(errorsOf(validate(SignUpPassword, " ".repeat(10)))).toEqual({ [FORM_ERROR_KEY]: "passwordRequired" });
  });

  it.each([
    ["  ann@example.com ", "ann@example.com"],
    ["\tann@example.com\n", "ann@example.com"],
    ["   ", ""],
  ])("profile email %j decodes trimmed to %j", (email, expected) => {
    const valid = { fullName: "Ann", countryResidence: "AE", nationality: "AE", email };
    expect(decoded(validate(ProfileForm, valid)).email).toBe(expected);
  });
});
