import { Result, type Schema } from "effect";
import { validate } from "@/domain/validation/validate";
import type { FormErrors } from "./form-errors";

/** A form's SPEC §5 rules from a domain schema: field → first message, {} when valid. */
export const schemaErrors =
  <S extends Schema.ConstraintDecoder<unknown>>(schema: S) =>
  (values: unknown): FormErrors => {
    const decoded = validate(schema, values);
    return Result.isFailure(decoded) ? decoded.failure : {};
  };
