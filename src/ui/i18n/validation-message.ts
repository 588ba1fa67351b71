import { VALIDATION_MESSAGES, type ValidationMessageKey } from "@/domain/validation/validation-messages";
import type { TranslationFunctions } from "./i18n-types";

/**
 * ARCHITECTURE §3.5: the domain's validators yield the exact SPEC §5 English text; this is the one
 * place that turns such a text back into its i18n key. The i18n keys are the domain's keys, so a
 * message added to the domain without a translation fails the type check here.
 */
const KEY_BY_MESSAGE: ReadonlyMap<string, ValidationMessageKey> = new Map(
  (Object.keys(VALIDATION_MESSAGES) as ValidationMessageKey[]).map((key) => [VALIDATION_MESSAGES[key], key]),
);

/** The i18n key of a validation message; SPEC §8: anything unknown is "Invalid input". */
export const validationKey = (message: string): ValidationMessageKey => KEY_BY_MESSAGE.get(message) ?? "invalidInput";

/** Translates a domain validation message into the active language. */
export const translateValidation = (LL: TranslationFunctions, message: string): string => LL.validation[validationKey(message)]();
