import { useCallback } from "react";
import { Unauthorized } from "@/application/ports/api-errors";

/**
 * SPEC §8: a 401 has already met the 401 rule on its way from the server (logout and /login, or
 * /login only: HandleUnauthorizedUseCase, applied to every remote port where it is bound). A screen
 * only needs to know that a failure was such a 401, so it shows no message of its own while the
 * player is taken to /login. Answers whether it was.
 */
export function useUnauthorizedRule(): (failure: unknown) => Promise<boolean> {
  return useCallback((failure: unknown) => Promise.resolve(failure instanceof Unauthorized), []);
}
