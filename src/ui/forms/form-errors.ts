import { ALL_VALIDATION_MESSAGES } from "@/domain/validation/validation-messages";
import type { TranslationFunctions } from "@/ui/i18n/i18n-types";
import { translateValidation } from "@/ui/i18n/validation-message";

/** Field name → the message to show beside it: a SPEC §5 English text, or a server's own text. */
export type FormErrors = Readonly<Record<string, string>>;

/** What a submit handler reports back when the server refused the form (values are never cleared). */
export interface SubmitOutcome {
  readonly fieldErrors?: FormErrors;
  /** A message for the whole form, already in the user's language. */
  readonly formError?: string;
}

const SPEC_MESSAGES = new Set<string>(ALL_VALIDATION_MESSAGES);

/**
 * SPEC §5 messages are shown in the user's language (translateValidation); any other text came from
 * the server (e.g. "This phone number is already registered.") and is shown as the server wrote it.
 */
export const messageText = (LL: TranslationFunctions, message: string | undefined): string | undefined => {
  if (message === undefined || message === "") return undefined;
  return SPEC_MESSAGES.has(message) ? translateValidation(LL, message) : message;
};

export const hasErrors = (errors: FormErrors): boolean => Object.keys(errors).length > 0;

/** The first server message per field, renamed from the API's JSON names to the form's names. */
export const mapFieldErrors = (
  fieldErrors: Readonly<Record<string, ReadonlyArray<string>>>,
  names: Readonly<Record<string, string>>,
): FormErrors => {
  const mapped: Record<string, string> = {};
  for (const [apiName, messages] of Object.entries(fieldErrors)) {
    const name = names[apiName];
    const first = messages[0];
    if (name !== undefined && first !== undefined) mapped[name] ??= first;
  }
  return mapped;
};
