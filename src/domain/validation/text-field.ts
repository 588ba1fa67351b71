import { Schema, SchemaTransformation } from "effect";
import { normalizeDigits } from "@/domain/validation/numeric-input";
import type { ValidationMessageKey } from "@/domain/validation/validation-messages";

/**
 * Characters as a person counts them: Unicode code points, not UTF-16 units, so "😀" or a rare CJK
 * character is one character, not two (SPEC §5 lengths: name ≤ 100, email ≤ 255, content ≤ 1000,
 * password 8–30, OTP 6).
 */
export const charCount = (text: string): number => {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
};

/** At least `min` characters ({@link charCount}). */
export const isMinChars = (min: number, message: ValidationMessageKey) =>
  Schema.makeFilter((text: string) => charCount(text) >= min, { message });

/** At most `max` characters ({@link charCount}). */
export const isMaxChars = (max: number, message: ValidationMessageKey) =>
  Schema.makeFilter((text: string) => charCount(text) <= max, { message });

/** A string field that reports `message` when it is missing or not text at all. */
export const textField = (message: ValidationMessageKey) =>
  Schema.String.annotate({ message }).pipe(Schema.annotateKey({ messageMissingKey: message }));

/** SPEC §5 "trimmed": the field decodes to its trimmed text. */
export const trimmedText = (message: ValidationMessageKey) =>
  textField(message).pipe(
    Schema.decodeTo(Schema.String, SchemaTransformation.trim()),
    /* decodeTo builds a new schema: the missing-key message goes on the outer one. */
    Schema.annotateKey({ messageMissingKey: message }),
  );

/** SPEC §5 numeric input: trimmed, with Arabic-Indic, Persian and full-width digits read as 0–9. */
export const digitsText = (message: ValidationMessageKey) =>
  textField(message).pipe(
    Schema.decodeTo(
      Schema.String,
      SchemaTransformation.composeTransformation(
        SchemaTransformation.trim(),
        SchemaTransformation.transform({ decode: normalizeDigits, encode: (text: string) => text }),
      ),
    ),
    Schema.annotateKey({ messageMissingKey: message }),
  );

/** A string that, once trimmed, must not be empty (SPEC §5 "required" rules). */
export const requiredText = (message: ValidationMessageKey) => trimmedText(message).pipe(Schema.check(isMinChars(1, message)));

/** SPEC §5 contact email: trimmed and lowercased. */
export const trimmedLowercaseText = (message: ValidationMessageKey) =>
  textField(message).pipe(
    Schema.decodeTo(
      Schema.String,
      SchemaTransformation.composeTransformation(SchemaTransformation.trim(), SchemaTransformation.toLowerCase()),
    ),
    Schema.annotateKey({ messageMissingKey: message }),
  );

/**
 * Pragmatic e-mail shape: one "@", no spaces, a dotted domain ("a@b.co"). Full RFC 5322 is not the
 * goal; the server has the last word (SPEC §5 only says "valid").
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export const isEmail = (text: string): boolean => EMAIL_PATTERN.test(text);

/** A boolean that must be true (SPEC §5 registration "accept must be true"). */
export const mustBeTrue = (message: ValidationMessageKey) =>
  Schema.Boolean.annotate({ message }).pipe(
    Schema.check(Schema.makeFilter((value: boolean) => value, { message })),
    Schema.annotateKey({ messageMissingKey: message }),
  );
