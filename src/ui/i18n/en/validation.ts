import { VALIDATION_MESSAGES } from "../../../domain/validation/validation-messages";
import type { BaseTranslation } from "../i18n-types";

/**
 * SPEC §5: the English texts are the SPEC messages, written once, in the domain's catalogue that
 * auditors read (src/domain/validation/validation-messages.ts); the validators report its keys and
 * src/ui/i18n/validation-message.ts turns a key into its words. Arabic and Indonesian translate it.
 */
const validation = { ...VALIDATION_MESSAGES } satisfies BaseTranslation;

export default validation;
