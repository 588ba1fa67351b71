import { HttpResponse } from "msw";
import type { SandboxUser } from "./model";
import { invalid } from "./respond";
import { mutate, sandboxState } from "./state";

/** openapi/lotto-api.yaml components.parameters.IdempotencyKey. */
const KEY_PATTERN = /^[A-Za-z0-9-]{8,128}$/;

interface KeptMove {
  /** The move's path and body as canonical text: the same key with another request is refused. */
  readonly request: string;
  readonly answer: unknown;
}

const slot = (user: SandboxUser, key: string): string => `wallet:${user.id}:${key}`;

/** JSON with object keys sorted, so the same body in another key order is the same request. */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonical(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
};

/**
 * A wallet money move under its `Idempotency-Key` (docs/sandbox.md, "Idempotent money moves"): the
 * first successful answer per user and key is kept (in `purchases`, beside the checkout's) and
 * answered again, with `Idempotent-Replayed: true`, for a repeated key, without moving money again.
 * A missing or malformed key, or a key used for another request, answers 422. A refusal is not kept:
 * it moved nothing.
 */
export async function idempotentMove(
  request: Request,
  user: SandboxUser,
  body: Record<string, unknown>,
  move: () => Response | Promise<Response>,
): Promise<Response> {
  const key = request.headers.get("idempotency-key");
  if (key === null || !KEY_PATTERN.test(key)) {
    return invalid({ "Idempotency-Key": ["The Idempotency-Key header is required: 8 to 128 letters, digits and dashes."] });
  }
  const text = canonical({ path: new URL(request.url).pathname, body });
  const kept = sandboxState().purchases[slot(user, key)] as KeptMove | undefined;
  if (kept !== undefined && kept.request !== text) {
    return invalid({ "Idempotency-Key": ["This Idempotency-Key was used for another request."] });
  }
  if (kept !== undefined)
    return HttpResponse.json(kept.answer as Record<string, unknown>, { headers: { "Idempotent-Replayed": "true" } });
  const response = await move();
  if (response.status === 200) {
    const answer: unknown = await response.clone().json();
    mutate((state) => {
      state.purchases[slot(user, key)] = { request: text, answer } satisfies KeptMove;
    });
  }
  return response;
}
