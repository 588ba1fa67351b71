import { VALIDATION_MESSAGES, type ValidationMessageKey } from "@/domain/validation/validation-messages";
import type { FieldErrors } from "@/application/ports/api-errors";

/** The server writes SPEC §5/§8 messages in English; each text read back to its catalogue key. */
const KEY_OF_SPEC_TEXT: ReadonlyMap<string, ValidationMessageKey> = new Map(
  (Object.keys(VALIDATION_MESSAGES) as ValidationMessageKey[]).map((key) => [VALIDATION_MESSAGES[key], key]),
);

/** The catalogue key of a server's message, when the server wrote a SPEC §5/§8 text word for word. */
export const specKeyOf = (text: string): ValidationMessageKey | undefined => KEY_OF_SPEC_TEXT.get(text.trim());

/**
 * One 422 field message as the app keeps it: a SPEC text becomes its key; a blank one is the SPEC §8
 * "invalidInput"; any other text is the server's own words about the request ("This phone number
 * is already registered."), kept as written so the form shows it as it does any 4xx answer.
 */
export const fieldMessageOf = (text: string): ValidationMessageKey | (string & {}) =>
  specKeyOf(text) ?? (text.trim() === "" ? "invalidInput" : text);

/** A 422 answer's field messages, each read once (see fieldMessageOf). */
export const fieldErrorsOf = (errors: Readonly<Record<string, ReadonlyArray<string>>>): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.map(fieldMessageOf)]));

/** `{ messageKey }` when the server's message is a SPEC text, else nothing (for spreading). */
export const messageKeyOf = (text: string): { readonly messageKey?: ValidationMessageKey } => {
  const key = specKeyOf(text);
  return key === undefined ? {} : { messageKey: key };
};
