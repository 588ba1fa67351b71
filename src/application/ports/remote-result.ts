import type { Result } from "effect";
import type { ApiError } from "@/application/ports/api-errors";

/**
 * The one shape of every remote port method (docs/architecture-ports.md): a promise that always
 * resolves, to a success or to a tagged, expected failure. It never rejects for an expected
 * failure; a rejection is a bug.
 */
export type Remote<A, E = never> = Promise<Result.Result<A, ApiError | E>>;
