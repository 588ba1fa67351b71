import { Schema } from "effect";
import { isEmail, requiredText, textField, trimmedLowercaseText, trimmedText } from "@/domain/validation/text-field";
import { VALIDATION_MESSAGES as M } from "@/domain/validation/validation-messages";

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

/** SPEC §5 contact name: trimmed, 3..100 characters, no punctuation marks (Unicode category P). */
export const ContactName = trimmedText(M.nameMin).pipe(
  Schema.check(
    Schema.isMinLength(CONTACT_NAME_MIN, { message: M.nameMin }),
    Schema.isMaxLength(CONTACT_NAME_MAX, { message: M.nameMax }),
    Schema.isPattern(/^[^\p{P}]*$/u, { message: M.namePunctuation }),
  ),
);

/** SPEC §5 contact email: trimmed and lowercased; required, valid, at most 255 characters. */
export const ContactEmail = trimmedLowercaseText(M.emailRequired).pipe(
  Schema.check(
    Schema.isMinLength(1, { message: M.emailRequired }),
    Schema.makeFilter((text: string) => text === "" || isEmail(text), { message: M.emailInvalid }),
    Schema.isMaxLength(CONTACT_EMAIL_MAX, { message: M.emailMax }),
  ),
);

/** SPEC §5 contact content: trimmed, 3..1000 characters. */
export const ContactContent = trimmedText(M.contentMin).pipe(
  Schema.check(
    Schema.isMinLength(CONTACT_CONTENT_MIN, { message: M.contentMin }),
    Schema.isMaxLength(CONTACT_CONTENT_MAX, { message: M.contentMax }),
  ),
);

/** SPEC §3 Contact form with the SPEC §5 rules. */
export const ContactForm = Schema.Struct({
  question_id: QuestionId,
  name: ContactName,
  email: ContactEmail,
  phone_number: requiredText(M.phoneRequired),
  content: ContactContent,
});
export type ContactForm = typeof ContactForm.Type;
