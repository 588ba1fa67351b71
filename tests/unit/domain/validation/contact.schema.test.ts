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
    ["no question type", { question_id: "" }, { question_id: "questionTypeRequired" }],
    ["question type missing", { question_id: undefined }, { question_id: "questionTypeRequired" }],
    ["question type null", { question_id: null }, { question_id: "questionTypeRequired" }],
    ["name too short once trimmed", { name: "  ab  " }, { name: "nameMin" }],
    ["name of 100", { name: "a".repeat(100) }, {}],
    ["name of 101", { name: "a".repeat(101) }, { name: "nameMax" }],
    ["name with punctuation", { name: "Ann, Lee" }, { name: "namePunctuation" }],
    ["name with an apostrophe", { name: "O'Brien" }, { name: "namePunctuation" }],
    ["Arabic name", { name: "محمد علي" }, {}],
    ["Arabic comma", { name: "محمد، علي" }, { name: "namePunctuation" }],
    ["Arabic question mark", { name: "محمد؟" }, { name: "namePunctuation" }],
    ["dollar sign", { name: "Ann $ Lee" }, { name: "namePunctuation" }],
    ["plus sign", { name: "Ann+Lee" }, { name: "namePunctuation" }],
    ["angle brackets", { name: "<Ann>" }, { name: "namePunctuation" }],
    ["tilde", { name: "Ann~Lee" }, { name: "namePunctuation" }],
    ["hyphen", { name: "Ann-Marie" }, { name: "namePunctuation" }],
    ["digits and emoji are no punctuation", { name: "Ann 2 😀" }, {}],
    ["Indonesian name", { name: "Siti Nurhaliza" }, {}],
    ["name of 3 once trimmed", { name: "  Ali  " }, {}],
    ["name missing", { name: undefined }, { name: "nameMin" }],
    ["email missing", { email: undefined }, { email: "emailRequired" }],
    ["email uppercase is lowercased, then valid", { email: " ANN@EXAMPLE.COM " }, {}],
    ["phone of only spaces", { phone_number: "   " }, { phone_number: "phoneRequired" }],
    ["content missing", { content: undefined }, { content: "contentMin" }],
    ["empty email", { email: "   " }, { email: "emailRequired" }],
    ["invalid email", { email: "ann.example.com" }, { email: "emailInvalid" }],
    ["email of 256", { email: `${"a".repeat(244)}@example.com` }, { email: "emailMax" }],
    ["email of 255", { email: `${"a".repeat(243)}@example.com` }, {}],
    ["no phone", { phone_number: "" }, { phone_number: "phoneRequired" }],
    ["content too short", { content: " ab " }, { content: "contentMin" }],
    ["content of 1000", { content: "x".repeat(1000) }, {}],
    ["content of 1001", { content: "x".repeat(1001) }, { content: "contentMax" }],
  ])("%s", (_, patch, errors) => {
    expect(errorsOf(validate(ContactForm, { ...valid, ...patch }))).toEqual(errors);
  });
});
