import { Refused, RetryLater, type RefusalCode } from "@/application/ports/api-errors";
import type { FailureReader } from "@/adapters/http/api-call";
import { readErrorBody } from "@/adapters/http/error-body.schema";

const REFUSAL_CODES: ReadonlySet<string> = new Set<RefusalCode>([
  "insufficient_balance",
  "weekly_limit_reached",
  "draw_closed",
  "otp_required",
]);

const isRefusalCode = (code: string | undefined): code is RefusalCode => code !== undefined && REFUSAL_CODES.has(code);

/** openapi/lotto-api.yaml BusinessError: a refusal with a machine-readable `code`. */
export const readRefusal: FailureReader<Refused> = (status, body) => {
  const { code, message } = readErrorBody(body);
  return isRefusalCode(code) ? new Refused({ status, code, message: message ?? "" }) : undefined;
};

/** openapi/lotto-api.yaml RetryLaterError: 429 with `retry_after` seconds. */
export const readRetryLater: FailureReader<RetryLater> = (status, body) => {
  if (status !== 429 || typeof body !== "object" || body === null) return undefined;
  const retryAfter = (body as Record<string, unknown>)["retry_after"];
  if (typeof retryAfter !== "number" || !Number.isFinite(retryAfter)) return undefined;
  return new RetryLater({ retryAfterSeconds: retryAfter, message: readErrorBody(body).message ?? "" });
};
