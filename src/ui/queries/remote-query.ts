import { Result } from "effect";

/**
 * TanStack Query's functions fail by throwing: a port's tagged failure (a Data.TaggedError, so an
 * Error) is thrown as it is, and the screen reads its `_tag` (e.g. the SPEC §8 401 rule).
 */
export const orThrow = async <A, E>(answer: Promise<Result.Result<A, E>>): Promise<A> => {
  const result = await answer;
  if (Result.isFailure(result)) throw result.failure;
  return result.success;
};
