import { Result } from "effect";
import type { TranslationFunctions } from "@/ui/i18n/i18n-types";
import { failureOutcome, type FormFailure } from "./failure-outcome";
import type { SubmitOutcome } from "./form-errors";

/** A use case's answer as a form's outcome: nothing on success, the refusal's messages otherwise. */
export const outcomeOf = <A>(
  LL: TranslationFunctions,
  answer: Result.Result<A, FormFailure>,
  names: Readonly<Record<string, string>> = {},
): SubmitOutcome | undefined => (Result.isSuccess(answer) ? undefined : failureOutcome(LL, answer.failure, names));
