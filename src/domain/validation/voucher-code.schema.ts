import { Schema } from "effect";
import { requiredText } from "@/domain/validation/text-field";
import { VALIDATION_KEYS as M } from "@/domain/validation/validation-messages";

/** SPEC §5: the voucher code is required and trimmed ("The voucher code is required"). */
export const VoucherCode = requiredText(M.voucherCodeRequired);

export const VoucherCodeForm = Schema.Struct({ code: VoucherCode });
export type VoucherCodeForm = typeof VoucherCodeForm.Type;
