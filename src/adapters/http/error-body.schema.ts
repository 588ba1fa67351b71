import { Result, Schema } from "effect";

/** Field name → messages (openapi/lotto-api.yaml ValidationError.errors). */
export const FieldErrorsDto = Schema.Record(Schema.String, Schema.Array(Schema.String));

/**
 * What an error answer may carry (openapi/lotto-api.yaml ErrorBody, UnauthorizedError,
 * ValidationError, BusinessError, RetryLaterError, VoucherFailure share these names).
 */
export interface ErrorBody {
  readonly status?: number;
  readonly message?: string;
  readonly errors?: typeof FieldErrorsDto.Type;
  readonly code?: string;
}

const decodeFieldErrors = Schema.decodeUnknownResult(FieldErrorsDto);

/**
 * Reads whatever usable fields an error body has and never fails: a field that is missing or of
 * the wrong type is left out, so an unexpected error answer still becomes a typed error.
 */
export function readErrorBody(body: unknown): ErrorBody {
  if (typeof body !== "object" || body === null) return {};
  const { status, message, errors, code } = body as Record<string, unknown>;
  const fieldErrors = decodeFieldErrors(errors);
  return {
    ...(typeof status === "number" ? { status } : {}),
    ...(typeof message === "string" ? { message } : {}),
    ...(Result.isSuccess(fieldErrors) ? { errors: fieldErrors.success } : {}),
    ...(typeof code === "string" ? { code } : {}),
  };
}
