import { Schema } from "effect";
import { isEmail, trimmedText } from "@/domain/validation/text-field";
import { VALIDATION_KEYS as M } from "@/domain/validation/validation-messages";

/**
 * SPEC §5: the payment email must be a valid email. The SPEC gives no wording, so the contact
 * form's messages are reused ("Please enter email", "Please enter a valid email address").
 */
export const PaymentEmail = trimmedText(M.emailRequired).pipe(
  Schema.check(
    Schema.isMinLength(1, { message: M.emailRequired }),
    Schema.makeFilter((text: string) => text === "" || isEmail(text), { message: M.emailInvalid }),
  ),
);

export const PaymentEmailForm = Schema.Struct({ email: PaymentEmail });
export type PaymentEmailForm = typeof PaymentEmailForm.Type;
