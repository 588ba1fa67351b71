import { Result, Schema, SchemaIssue } from "effect";
import { toValidationMessage, type ValidationMessage } from "@/domain/validation/validation-messages";

/** Where an error that belongs to no single field (the whole input) is reported. */
export const FORM_ERROR_KEY = "_form";

/** SPEC §5: field name (dot path for nested fields) → the first message for that field. */
export type FieldErrors = Readonly<Record<string, ValidationMessage>>;

const formatter = SchemaIssue.makeFormatterStandardSchemaV1();

const pathKey = (path: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }>): string =>
  path.length === 0
    ? FORM_ERROR_KEY
    : path.map((segment) => String(typeof segment === "object" ? segment.key : segment)).join(".");

/** Collects the first message per field, in the order the schema checks them. */
export const toFieldErrors = (issue: SchemaIssue.Issue): FieldErrors => {
  const errors: Record<string, ValidationMessage> = {};
  for (const { path, message } of formatter(issue).issues) {
    const key = pathKey(path ?? []);
    errors[key] ??= toValidationMessage(message);
  }
  return errors;
};

/**
 * SPEC §5: decode a form with all checks run, so each field can show its own message.
 * Messages outside the SPEC catalogue become "Invalid input" (SPEC §8).
 */
export const validate = <S extends Schema.ConstraintDecoder<unknown>>(
  schema: S,
  input: unknown,
): Result.Result<S["Type"], FieldErrors> => {
  const decoded = Schema.decodeUnknownResult(schema, { errors: "all" })(input);
  return Result.isSuccess(decoded) ? Result.succeed(decoded.success) : Result.fail(toFieldErrors(decoded.failure.issue));
};
