import { Result, type Schema } from "effect";
import type { FieldErrors } from "@/domain/validation/validate";
import { validate } from "@/domain/validation/validate";
import type { FormErrors } from "./form-errors";

/** A form's SPEC §5 rules from a domain check (`validateChangePassword` …): field → first message, {} when valid. */
export const checkErrors =
  (check: (values: unknown) => Result.Result<unknown, FieldErrors>) =>
  (values: unknown): FormErrors => {
    const checked = check(values);
    return Result.isFailure(checked) ? checked.failure : {};
  };

/** A form's SPEC §5 rules from a domain schema: field → first message, {} when valid. */
export const schemaErrors = <S extends Schema.ConstraintDecoder<unknown>>(schema: S) =>
  checkErrors((values) => validate(schema, values));
