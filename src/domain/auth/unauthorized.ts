/** SPEC §8: what a 401 leads to. Both go to /login; only the first logs out. */
export type UnauthorizedAction = { readonly _tag: "LogoutAndGoToLogin" } | { readonly _tag: "GoToLogin" };

/**
 * SPEC §8: if a 401's message equals "unauthorized" (any case) the user is logged out and sent to
 * /login; otherwise sent to /login without logout. The answer's body is read by the HTTP adapter
 * (src/adapters/http/unauthorized-answer.ts), which hands over the message alone.
 */
export const unauthorizedAction = (message: string): UnauthorizedAction =>
  message.toLowerCase() === "unauthorized" ? { _tag: "LogoutAndGoToLogin" } : { _tag: "GoToLogin" };
