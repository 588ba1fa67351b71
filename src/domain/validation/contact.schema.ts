import { Schema } from "effect";
import {
  digitsText,
  isEmail,
  isMaxChars,
  isMinChars,
  textField,
  trimmedLowercaseText,
  trimmedText,
} from "@/domain/validation/text-field";
import { VALIDATION_KEYS as M } from "@/domain/validation/validation-messages";

/** SPEC §5 contact limits. */
export const CONTACT_NAME_MIN = 3;
export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 255;
export const CONTACT_CONTENT_MIN = 3;
export const CONTACT_CONTENT_MAX = 1000;

/** SPEC §5: a question type must be chosen; select keys may be numbers or non-empty text. */
export const QuestionId = Schema.Union([Schema.Int, textField(M.questionTypeRequired)])
  .annotate({ message: M.questionTypeRequired })
  .pipe(
    Schema.check(Schema.makeFilter((id: number | string) => String(id).trim() !== "", { message: M.questionTypeRequired })),
    Schema.annotateKey({ messageMissingKey: M.questionTypeRequired }),
  );

/**
 * Punctuation marks: Unicode category P in any script (the Arabic comma "،" and question mark "؟"
 * included) and the ASCII ones POSIX counts as punctuation although Unicode files them as symbols
 * ($ + < = > ^ ` | ~). Letters of every script, digits, spaces and emoji are not punctuation.
 */
const PUNCTUATION = /[\p{P}$+<=>^`|~]/u;

/** SPEC §5 contact name: trimmed, 3..100 characters (code points), no punctuation marks. */
export const ContactName = trimmedText(M.nameMin).pipe(
  Schema.check(
    isMinChars(CONTACT_NAME_MIN, M.nameMin),
    isMaxChars(CONTACT_NAME_MAX, M.nameMax),
    Schema.makeFilter((text: string) => !PUNCTUATION.test(text), { message: M.namePunctuation }),
  ),
);

/** SPEC §5 contact email: trimmed and lowercased; required, valid, at most 255 characters (code points). */
export const ContactEmail = trimmedLowercaseText(M.emailRequired).pipe(
  Schema.check(
    isMinChars(1, M.emailRequired),
    Schema.makeFilter((text: string) => text === "" || isEmail(text), { message: M.emailInvalid }),
    isMaxChars(CONTACT_EMAIL_MAX, M.emailMax),
  ),
);

/** SPEC §5 contact content: trimmed, 3..1000 characters (code points). */
export const ContactContent = trimmedText(M.contentMin).pipe(
  Schema.check(isMinChars(CONTACT_CONTENT_MIN, M.contentMin), isMaxChars(CONTACT_CONTENT_MAX, M.contentMax)),
);

/** SPEC §5 "Phone number is required"; trimmed, its digits read in any system (numeric input). */
export const ContactPhone = digitsText(M.phoneRequired).pipe(Schema.check(isMinChars(1, M.phoneRequired)));

/** SPEC §3 Contact form with the SPEC §5 rules. */
export const ContactForm = Schema.Struct({
  question_id: QuestionId,
  name: ContactName,
  email: ContactEmail,
  phone_number: ContactPhone,
  content: ContactContent,
});
export type ContactForm = typeof ContactForm.Type;
