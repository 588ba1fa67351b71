import { describe, expect, it } from "vitest";
import ar from "@/ui/i18n/ar";
import id from "@/ui/i18n/id";
import { i18nObject } from "@/ui/i18n/i18n-util";
import { failureOutcome, failureText } from "@/ui/forms/failure-outcome";
import { messageText } from "@/ui/i18n/validation-message";
import { loadEveryDictionary } from "../i18n/every-dictionary";

loadEveryDictionary();

const LL = { en: i18nObject("en"), ar: i18nObject("ar"), id: i18nObject("id") };

describe("a server's refusal as the form shows it", () => {
  it.each([
    ["en", "Please enter a valid email address"],
    ["ar", ar.validation.emailInvalid],
    ["id", id.validation.emailInvalid],
  ] as const)("a 422 field key beside its field, then its %s words", (locale, expected) => {
    const outcome = failureOutcome(
      LL[locale],
      { _tag: "ValidationFailed", message: "x", fieldErrors: { email: ["emailInvalid"] } },
      { email: "email" },
    );
    expect(outcome).toEqual({ fieldErrors: { email: "emailInvalid" } });
    expect(messageText(LL[locale], outcome.fieldErrors?.["email"])).toBe(expected);
  });

  it.each([
    ["en", "Invalid input"],
    ["ar", ar.validation.invalidInput],
    ["id", id.validation.invalidInput],
  ] as const)("a whole-form message with a key is in the user's language (%s)", (locale, expected) => {
    expect(
      failureText(LL[locale], {
        _tag: "ValidationFailed",
        message: "Invalid input",
        messageKey: "invalidInput",
        fieldErrors: {},
      }),
    ).toBe(expected);
    expect(
      failureText(LL[locale], { _tag: "ServerMessage", status: 400, message: "Invalid input", messageKey: "invalidInput" }),
    ).toBe(expected);
  });

  it("the server's own words stay as written, bidi-isolated; a 5xx's words give way to the generic text", () => {
    expect(failureText(LL.ar, { _tag: "ValidationFailed", message: "The given data was invalid.", fieldErrors: {} })).toBe(
      "\u2068The given data was invalid.\u2069",
    );
    expect(failureText(LL.ar, { _tag: "ServerMessage", status: 409, message: "Already redeemed" })).toBe(
      "\u2068Already redeemed\u2069",
    );
    expect(failureText(LL.ar, { _tag: "Refused", code: "limit", message: "Daily limit reached." })).toBe(
      "\u2068Daily limit reached.\u2069",
    );
    expect(failureText(LL.ar, { _tag: "Refused", code: "limit", message: " " })).toBe(LL.ar.errors.generic());
    expect(failureText(LL.ar, { _tag: "ServerMessage", status: 500, message: "Invalid input", messageKey: "invalidInput" })).toBe(
      LL.ar.errors.generic(),
    );
  });

  it("an unplaced field key is shown for the whole form in the user's language", () => {
    const outcome = failureOutcome(LL.ar, { _tag: "ValidationFailed", message: "x", fieldErrors: { other: ["phoneRequired"] } });
    expect(outcome).toEqual({ formError: ar.validation.phoneRequired });
  });
});
