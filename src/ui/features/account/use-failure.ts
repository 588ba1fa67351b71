import { useCallback } from "react";
import { TOKENS } from "@/application/tokens";
import { useInjection } from "@/ui/di/container-context";

/**
 * SPEC §8's 401 rule for a screen's failures: the HandleUnauthorized use case logs out (message
 * "unauthorized") or only goes to /login. Answers whether the failure was such a 401.
 */
export function useUnauthorizedRule(): (failure: unknown) => Promise<boolean> {
  const rule = useInjection(TOKENS.handleUnauthorized);
  return useCallback((failure: unknown) => rule.execute(failure), [rule]);
}
