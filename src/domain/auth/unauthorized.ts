/** SPEC §8: what a 401 leads to. Both go to /login; only the first logs out. */
export type UnauthorizedAction = { readonly _tag: "LogoutAndGoToLogin" } | { readonly _tag: "GoToLogin" };

const readField = (body: unknown, key: string): unknown =>
  typeof body === "object" && body !== null ? (body as Record<string, unknown>)[key] : undefined;

/** SPEC §8: a response "with status 401 in its body" (the HTTP status 401 counts too). */
export const isUnauthorizedResponse = (httpStatus: number, body: unknown): boolean => {
  const status = readField(body, "status");
  return httpStatus === 401 || status === 401 || status === "401";
};

/**
 * SPEC §8: if the message equals "unauthorized" (any case) the user is logged out and sent to
 * /login; otherwise sent to /login without logout. null when the response is not a 401.
 */
export const unauthorizedAction = (httpStatus: number, body: unknown): UnauthorizedAction | null => {
  if (!isUnauthorizedResponse(httpStatus, body)) return null;
  const message = readField(body, "message");
  return typeof message === "string" && message.toLowerCase() === "unauthorized"
    ? { _tag: "LogoutAndGoToLogin" }
    : { _tag: "GoToLogin" };
};
