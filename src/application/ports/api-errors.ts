import { Data } from "effect";
import { unauthorizedAction } from "@/domain/auth/unauthorized";
import type { ValidationMessageKey } from "@/domain/validation/validation-messages";

/**
 * Expected failures of every remote port (SPEC §7, §8). Adapters return them as the failure side of
 * a `Result`; use cases decide what each means for the user. Exceptions stay reserved for bugs.
 */

/** The request never got an answer: offline, DNS, CORS, connection refused. */
export class NetworkError extends Data.TaggedError("NetworkError")<{ readonly reason: string }> {}

/** No answer within the client's time budget. SPEC §7: calls are not retried. */
export class TimeoutError extends Data.TaggedError("TimeoutError")<{ readonly timeoutMs: number }> {}

/**
 * SPEC §8: a 401 logs the user out only when its message equals "unauthorized" (any case);
 * any other 401 message sends the user to /login but keeps the session.
 */
export class Unauthorized extends Data.TaggedError("Unauthorized")<{
  readonly message: string;
  readonly logout: boolean;
}> {
  /** A 401 with this message; the SPEC §8 rule itself lives in the domain (src/domain/auth/unauthorized.ts). */
  static fromMessage(message: string): Unauthorized {
    return new Unauthorized({ message, logout: unauthorizedAction(message)._tag === "LogoutAndGoToLogin" });
  }
}

/**
 * Field name → the server's messages for it (SPEC §5 rules checked again on the server), as the HTTP
 * adapter read them: a SPEC §5 text as its ValidationMessageKey, any other text as the server's words.
 */
export type FieldErrors = Readonly<Record<string, ReadonlyArray<ValidationMessageKey | (string & {})>>>;

/** The server rejected the input (HTTP 422), with a message per field when it gives them. */
export class ValidationFailed extends Data.TaggedError("ValidationFailed")<{
  /** The server's own words (logged, or shown where no key applies). */
  readonly message: string;
  /** The key of `message` when it is a SPEC §5/§8 text (read once, at the HTTP edge). */
  readonly messageKey?: ValidationMessageKey;
  readonly fieldErrors: FieldErrors;
}> {}

/** Any other non-success answer, carrying the server's own message for display. */
export class ServerMessage extends Data.TaggedError("ServerMessage")<{
  readonly status: number;
  readonly message: string;
  /** The key of `message` when it is a SPEC §5/§8 text (read once, at the HTTP edge). */
  readonly messageKey?: ValidationMessageKey;
}> {}

/** The answer arrived but did not match its schema (or was not JSON at all). */
export class DecodeError extends Data.TaggedError("DecodeError")<{ readonly message: string }> {}

/** Every failure a remote port may return. */
export type ApiError = NetworkError | TimeoutError | Unauthorized | ValidationFailed | ServerMessage | DecodeError;

/** Why the server refused an operation it understood (openapi/lotto-api.yaml BusinessError.code). */
export type RefusalCode = "insufficient_balance" | "weekly_limit_reached" | "draw_closed" | "otp_required";

/** A refusal the product tells apart: too little balance, weekly limit, closed draw, OTP pending. */
export class Refused extends Data.TaggedError("Refused")<{
  readonly status: number;
  readonly code: RefusalCode;
  readonly message: string;
}> {}

/** Asked too early (an OTP resend within 120 s, SPEC §9); repeat after the given seconds. */
export class RetryLater extends Data.TaggedError("RetryLater")<{
  readonly retryAfterSeconds: number;
  readonly message: string;
}> {}
