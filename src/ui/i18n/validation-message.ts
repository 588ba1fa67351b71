import { isValidationMessageKey, type ValidationMessageKey } from "@/domain/validation/validation-messages";
import type { TranslationFunctions } from "./i18n-types";
import { serverWords } from "./server-words";

/**
 * ARCHITECTURE §3.5: the one place where a validation message key becomes words. The domain's
 * schemas report keys (ValidationMessageKey) and the HTTP adapter turns a server's 422 SPEC text
 * into the same keys; the i18n keys are the domain's keys, so a message added to the domain
 * without a translation in en, ar and id fails the type check here.
 */
export const validationText = (LL: TranslationFunctions, key: ValidationMessageKey): string => LL.validation[key]();

/**
 * What a form shows for a message: a catalogue key in the user's language, or the server's own
 * words as it wrote them, bidi-isolated (a 422 field message outside the SPEC catalogue, e.g. "This
 * phone number is already registered."; server-words.ts). Nothing or blank: no message.
 */
export const messageText = (LL: TranslationFunctions, message: string | undefined): string | undefined => {
  if (message === undefined) return undefined;
  return isValidationMessageKey(message) ? validationText(LL, message) : serverWords({ message });
};
