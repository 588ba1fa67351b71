import { Result } from "effect";
import type { ApiError } from "@/application/ports/api-errors";
import { failureOf, settle, type FetchOutcome } from "@/adapters/http/api-call";
import { isUnauthorizedAnswer } from "@/adapters/http/unauthorized-answer";

/** A body read as text: its JSON value when it is JSON, otherwise nothing to look at. */
const lenientJson = (body: unknown): unknown => {
  if (typeof body !== "string") return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * A call whose answer SPEC §7 calls "not shown" and that no screen reads (carts save and delete,
 * add-event, touch-point): only the HTTP status counts, so `{}`, an empty body or any other answer
 * of a 2xx is a success. SPEC §8 still applies: a 401, as the status or as `status: 401` in a JSON
 * body, is the typed Unauthorized. Pass `parseAs: "text"` to the openapi-fetch call, so a body
 * that is not JSON cannot fail the call either. Nothing is retried (SPEC §7).
 */
export async function callForStatus(call: () => Promise<FetchOutcome>): Promise<Result.Result<void, ApiError>> {
  const settled = await settle(call);
  if (Result.isFailure(settled)) return Result.fail(settled.failure);
  const { data, error, response } = settled.success;
  const body = lenientJson(response.ok ? data : error);
  if (!response.ok || isUnauthorizedAnswer(response.status, body)) return Result.fail(failureOf(response, body));
  return Result.void;
}
