import { Unauthorized } from "@/application/ports/api-errors";
import { unauthorizedAction } from "@/domain/auth/unauthorized";

const readField = (body: unknown, key: string): unknown =>
  typeof body === "object" && body !== null ? (body as Record<string, unknown>)[key] : undefined;

/** SPEC §8: an answer "with status 401 in its body" (the HTTP status 401 counts too, as number or text). */
export const isUnauthorizedAnswer = (httpStatus: number, body: unknown): boolean => {
  const status = readField(body, "status");
  return httpStatus === 401 || status === 401 || status === "401";
};

/**
 * A 401 answer as the typed fact the application acts on: its message (a body without a text
 * message has none) and whether SPEC §8's rule logs out (domain `unauthorizedAction`).
 */
export const unauthorizedOf = (body: unknown): Unauthorized => {
  const message = readField(body, "message");
  const text = typeof message === "string" ? message : "";
  return new Unauthorized({ message: text, logout: unauthorizedAction(text)._tag === "LogoutAndGoToLogin" });
};
