import { HttpResponse, type DefaultBodyType, type JsonBodyType } from "msw";
import type { components } from "@/adapters/http/generated/lotto-api";
import type { SandboxUser } from "./model";
import { findUser, sandboxShape, sandboxState } from "./state";

/** Answers in the documented envelope and error shapes (openapi/lotto-api.yaml, components). */
type Schemas = components["schemas"];
type FieldErrors = Record<string, string[]>;

/**
 * True in the SPEC-literal shape (docs/sandbox.md): answers carry only the fields SPEC §7 names,
 * without the envelope's `status` and `message`.
 */
export const specLiteral = (): boolean => sandboxShape() === "spec";

/** An answer exactly as given: the SPEC-literal wording of a call (`{"cart_data": "[]"}`, `{}`). */
export function literal<T extends JsonBodyType>(body: T, status = 200): HttpResponse<T> {
  return HttpResponse.json(body, { status });
}

/** A confirmation: `{ status, message }` in the full shape, `{}` in the SPEC-literal one ("not shown"). */
export function confirmed(message: string, status = 200): HttpResponse<Schemas["MessageResponse"] | Record<string, never>> {
  return specLiteral() ? literal({}, status) : done(message, status);
}

/** SPEC §7 "data …" answers: `{ data }` alone in the SPEC-literal shape, `full()` (the envelope) otherwise. */
export function answerData<T extends JsonBodyType, F extends DefaultBodyType>(
  data: T,
  full: () => HttpResponse<F>,
): HttpResponse<{ data: T }> | HttpResponse<F> {
  return specLiteral() ? literal({ data }) : full();
}

export function ok<T>(data: T, status = 200, message?: string): HttpResponse<{ status: number; message?: string; data: T }> {
  return HttpResponse.json(message === undefined ? { status, data } : { status, message, data }, { status });
}

export function done(message: string, status = 200): HttpResponse<Schemas["MessageResponse"]> {
  return HttpResponse.json({ status, message }, { status });
}

/** SPEC §8: a 401 in the body (also sent with HTTP 401) whose message is "Unauthorized". */
export function unauthorized(): HttpResponse<Schemas["UnauthorizedError"]> {
  return HttpResponse.json({ status: 401 as const, message: "Unauthorized" }, { status: 401 });
}

export function invalid(errors: FieldErrors, message = "The given data was invalid."): HttpResponse<Schemas["ValidationError"]> {
  return HttpResponse.json({ status: 422 as const, message, errors }, { status: 422 });
}

export function notFound(message: string): HttpResponse<Schemas["ErrorBody"]> {
  return HttpResponse.json({ status: 404, message }, { status: 404 });
}

export function refused(
  status: 402 | 403 | 409,
  code: Schemas["BusinessError"]["code"],
  message: string,
): HttpResponse<Schemas["BusinessError"]> {
  return HttpResponse.json({ status, message, code }, { status });
}

export function tooEarly(retryAfter: number, message: string): HttpResponse<Schemas["RetryLaterError"]> {
  return HttpResponse.json(
    { status: 429 as const, message, retry_after: retryAfter },
    { status: 429, headers: { "Retry-After": String(retryAfter) } },
  );
}

/** The JSON object body of a request, or null when it is missing, not JSON or not an object. */
export async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function notAnObject(): HttpResponse<Schemas["ValidationError"]> {
  return invalid({ body: ["The request body must be a JSON object."] });
}

export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "");
  return match?.[1] ?? null;
}

/** The user a bearer token belongs to, or null (then the call answers unauthorized()). */
export function signedInUser(request: Request): SandboxUser | null {
  const token = bearerToken(request);
  if (token === null) return null;
  const state = sandboxState();
  const id = state.sessions[token];
  return id === undefined ? null : (findUser(state, id) ?? null);
}
