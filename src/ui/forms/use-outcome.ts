import { Result } from "effect";
import { useCallback } from "react";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import type { FormFailure } from "@/ui/forms/failure-outcome";
import type { SubmitOutcome } from "@/ui/forms/form-errors";
import { outcomeOf } from "@/ui/forms/outcome-of";
import { useUnauthorizedRule } from "./use-failure";

/**
 * A submit's answer as the form shows it, SPEC §8's 401 rule applied first (logout and /login, or
 * /login only): nothing on success, the refusal's messages otherwise (the values stay).
 */
export function useOutcome(): <A>(
  answer: Result.Result<A, FormFailure>,
  names?: Readonly<Record<string, string>>,
) => Promise<SubmitOutcome | undefined> {
  const { LL } = useI18nContext();
  const unauthorized = useUnauthorizedRule();
  return useCallback(
    async (answer, names = {}) => {
      if (Result.isFailure(answer) && (await unauthorized(answer.failure))) return undefined;
      return outcomeOf(LL, answer, names);
    },
    [LL, unauthorized],
  );
}
