import { Result, Schema } from "effect";
import {
  DecodeError,
  NetworkError,
  ServerMessage,
  TimeoutError,
  ValidationFailed,
  type ApiError,
} from "@/application/ports/api-errors";
import { readErrorBody } from "@/adapters/http/error-body.schema";
import { fieldErrorsOf, messageKeyOf } from "@/adapters/http/validation-text";
import { isUnauthorizedAnswer, unauthorizedOf } from "@/adapters/http/unauthorized-answer";

/** What an openapi-fetch call resolves to. */
export interface FetchOutcome {
  readonly data?: unknown;
  readonly error?: unknown;
  readonly response: Response;
}

/** Reads an endpoint's own failure shape (a voucher ban, a refused payment); undefined → generic. */
export type FailureReader<E> = (status: number, body: unknown) => E | undefined;

/**
 * Runs one openapi-fetch call and turns every outcome into a typed `Result`: the success body
 * decoded with its schema, or one of the tagged {@link ApiError}s. Nothing is retried (SPEC §7).
 */
export async function callApi<A, E = never>(
  call: () => Promise<FetchOutcome>,
  success: Schema.Decoder<A>,
  readFailure?: FailureReader<E>,
): Promise<Result.Result<A, ApiError | E>> {
  const settled = await settle(call);
  if (Result.isFailure(settled)) return Result.fail(settled.failure);
  const { data, error, response } = settled.success;
  // SPEC §8: a 401 (HTTP status, or "status 401 in its body" even on an HTTP success) is always the
  // typed Unauthorized, before an endpoint's own failure reader could read it as something else.
  const body = response.ok ? data : error;
  if (isUnauthorizedAnswer(response.status, body)) return Result.fail(unauthorizedOf(body));
  if (!response.ok) return Result.fail(readFailure?.(response.status, error) ?? failureOf(response, error));
  return decodeBody(success, data);
}

/** Decodes a body with its schema; a mismatch is a {@link DecodeError} naming the path. */
export function decodeBody<A>(schema: Schema.Decoder<A>, body: unknown): Result.Result<A, DecodeError> {
  return Result.mapError(Schema.decodeUnknownResult(schema)(body), (issue) => new DecodeError({ message: issue.message }));
}

/** Sends the call; a transport failure (network, time budget, non-JSON success body) is a typed error. */
export async function settle(call: () => Promise<FetchOutcome>): Promise<Result.Result<FetchOutcome, ApiError>> {
  try {
    return Result.succeed(await call());
  } catch (error) {
    if (error instanceof NetworkError || error instanceof TimeoutError) return Result.fail(error);
    // openapi-fetch parses a success body with JSON.parse: a malformed one throws SyntaxError.
    if (error instanceof SyntaxError)
      return Result.fail(new DecodeError({ message: `The answer is not JSON: ${error.message}` }));
    throw error;
  }
}

/**
 * SPEC §8 401 rule, 422 field errors, and the server's message for anything else. A server's SPEC
 * §5/§8 English text is read into its message key here, once (validation-text.ts).
 */
export function failureOf(response: Response, body: unknown): ApiError {
  const { message, errors } = readErrorBody(body);
  if (isUnauthorizedAnswer(response.status, body)) return unauthorizedOf(body);
  if (response.status === 422) {
    const text = message ?? "Invalid input";
    return new ValidationFailed({ message: text, ...messageKeyOf(text), fieldErrors: fieldErrorsOf(errors ?? {}) });
  }
  const text = message ?? response.statusText;
  return new ServerMessage({ status: response.status, message: text, ...messageKeyOf(text) });
}
