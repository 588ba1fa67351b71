import { Result, Schema, SchemaIssue } from "effect";
import { SignUpPassword } from "@/domain/validation/password.schema";
import type { ValidationMessageKey } from "@/domain/validation/validation-messages";

/** SPEC §5 password rules in the order the checklist shows them, by their message keys. */
export const PASSWORD_RULES = [
  "passwordLength",
  "passwordLowercase",
  "passwordNumber",
  "passwordSpecial",
  "passwordUppercase",
] as const satisfies ReadonlyArray<ValidationMessageKey>;

export type PasswordRule = (typeof PASSWORD_RULES)[number];

const formatter = SchemaIssue.makeFormatterStandardSchemaV1();
const decodeAll = Schema.decodeUnknownResult(SignUpPassword, { errors: "all" });

/**
 * Which SPEC §5 rules a password meets, all at once (the live checklist), taken from the domain's
 * own SignUpPassword schema so the checklist and the form's messages never disagree.
 */
export const passwordRulesMet = (password: string): Readonly<Record<PasswordRule, boolean>> => {
  const decoded = decodeAll(password);
  const failed = new Set<string>(
    Result.isFailure(decoded) ? formatter(decoded.failure.issue).issues.map((issue) => issue.message) : [],
  );
  return Object.fromEntries(PASSWORD_RULES.map((rule) => [rule, !failed.has(rule)])) as Record<PasswordRule, boolean>;
};
