import { Result, Schema, SchemaIssue } from "effect";
import { isValidationMessageKey, type ValidationMessageKey } from "@/domain/validation/validation-messages";

/** Where an error that belongs to no single field (the whole input) is reported. */
export const FORM_ERROR_KEY = "_form";

/** SPEC §5: field name (dot path for nested fields) → the key of the first message for that field. */
export type FieldErrors = Readonly<Record<string, ValidationMessageKey>>;

const formatter = SchemaIssue.makeFormatterStandardSchemaV1();

const pathKey = (path: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }>): string =>
  path.length === 0
    ? FORM_ERROR_KEY
    : path.map((segment) => String(typeof segment === "object" ? segment.key : segment)).join(".");

/** Collects the first message per field, in the order the schema checks them. */
export const toFieldErrors = (issue: SchemaIssue.Issue): FieldErrors => {
  const errors: Record<string, ValidationMessageKey> = {};
  for (const { path, message } of formatter(issue).issues) {
    const key = pathKey(path ?? []);
    // A schema reports a catalogue key; a message of the library's own ("Expected string") is none.
    errors[key] ??= isValidationMessageKey(message) ? message : "invalidInput";
  }
  return errors;
};

/**
 * SPEC §5: decode a form with all checks run, so each field can show its own message.
 * Messages outside the SPEC catalogue become the key "invalidInput" (SPEC §8).
 */
export const validate = <S extends Schema.ConstraintDecoder<unknown>>(
  schema: S,
  input: unknown,
): Result.Result<S["Type"], FieldErrors> => {
  const decoded = Schema.decodeUnknownResult(schema, { errors: "all" })(input);
  return Result.isSuccess(decoded) ? Result.succeed(decoded.success) : Result.fail(toFieldErrors(decoded.failure.issue));
};
