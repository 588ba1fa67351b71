import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { ContactForm } from "@/domain/validation/contact.schema";
import { validate, type FieldErrors } from "@/domain/validation/validate";

const valid = {
  question_id: 2,
  name: "Ann Lee",
  email: "ann@example.com",
  phone_number: "+971501234567",
  content: "Hello there",
};
const errorsOf = (result: Result.Result<unknown, FieldErrors>): FieldErrors => (Result.isFailure(result) ? result.failure : {});

describe("contact form (SPEC §5)", () => {
  it("trims text and lowercases the email", () => {
    expect(validate(ContactForm, { ...valid, name: "  Ann Lee ", email: "  ANN@Example.COM ", content: "  Hi you " })).toEqual(
      Result.succeed({ ...valid, email: "ann@example.com", content: "Hi you" }),
    );
  });

  it.each([
    ["question id as text", { question_id: "billing" }, {}],
    ["no question type", { question_id: "" }, { question_id: "Please select a question type" }],
    ["question type missing", { question_id: undefined }, { question_id: "Please select a question type" }],
    ["question type null", { question_id: null }, { question_id: "Please select a question type" }],
    ["name too short once trimmed", { name: "  ab  " }, { name: "Please enter the name least 3 characters" }],
    ["name of 100", { name: "a".repeat(100) }, {}],
    ["name of 101", { name: "a".repeat(101) }, { name: "Name cannot exceed 100 characters" }],
    ["name with punctuation", { name: "Ann, Lee" }, { name: "Please do not enter punctuation marks" }],
    ["name with an apostrophe", { name: "O'Brien" }, { name: "Please do not enter punctuation marks" }],
    ["Arabic name", { name: "محمد علي" }, {}],
    ["Arabic comma", { name: "محمد، علي" }, { name: "Please do not enter punctuation marks" }],
    ["Arabic question mark", { name: "محمد؟" }, { name: "Please do not enter punctuation marks" }],
    ["dollar sign", { name: "Ann $ Lee" }, { name: "Please do not enter punctuation marks" }],
    ["plus sign", { name: "Ann+Lee" }, { name: "Please do not enter punctuation marks" }],
    ["angle brackets", { name: "<Ann>" }, { name: "Please do not enter punctuation marks" }],
    ["tilde", { name: "Ann~Lee" }, { name: "Please do not enter punctuation marks" }],
    ["hyphen", { name: "Ann-Marie" }, { name: "Please do not enter punctuation marks" }],
    ["digits and emoji are no punctuation", { name: "Ann 2 😀" }, {}],
    ["Indonesian name", { name: "Siti Nurhaliza" }, {}],
    ["name of 3 once trimmed", { name: "  Ali  " }, {}],
    ["name missing", { name: undefined }, { name: "Please enter the name least 3 characters" }],
    ["email missing", { email: undefined }, { email: "Please enter email" }],
    ["email uppercase is lowercased, then valid", { email: " ANN@EXAMPLE.COM " }, {}],
    ["phone of only spaces", { phone_number: "   " }, { phone_number: "Phone number is required" }],
    ["content missing", { content: undefined }, { content: "Please enter the details least 3 characters" }],
    ["empty email", { email: "   " }, { email: "Please enter email" }],
    ["invalid email", { email: "ann.example.com" }, { email: "Please enter a valid email address" }],
    ["email of 256", { email: `${"a".repeat(244)}@example.com` }, { email: "Email cannot exceed 255 characters" }],
    ["email of 255", { email: `${"a".repeat(243)}@example.com` }, {}],
    ["no phone", { phone_number: "" }, { phone_number: "Phone number is required" }],
    ["content too short", { content: " ab " }, { content: "Please enter the details least 3 characters" }],
    ["content of 1000", { content: "x".repeat(1000) }, {}],
    ["content of 1001", { content: "x".repeat(1001) }, { content: "Message cannot exceed 1000 characters" }],
  ])("%s", (_, patch, errors) => {
    expect(errorsOf(validate(ContactForm, { ...valid, ...patch }))).toEqual(errors);
  });
});
