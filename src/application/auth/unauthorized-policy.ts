import { Result } from "effect";
import { Unauthorized } from "@/application/ports/api-errors";

/** Whatever applies the SPEC §8 401 rule to a failure (HandleUnauthorizedUseCase). */
export interface UnauthorizedRule {
  execute(error: unknown): Promise<boolean>;
}

/**
 * The calls the 401 rule must not follow, by port method name:
 * - signing in with a password or with a link's token: their 401 says "these credentials are
 *   wrong", not "your session is gone"; the form or the page says so, and the visitor stays a
 *   guest (docs/architecture.md, "Token in the URL");
 * - revoking the token on logout: the rule would log out again, which is what is already under way.
 */
export type ExemptMethods<P> = ReadonlyArray<Extract<keyof P, string>>;

type Method = (...args: unknown[]) => unknown;

/**
 * SPEC §8: a 401 from any call leads to the same rule, whichever use case made the call. Wraps a
 * remote port so that every method whose answer is a failed `Result` holding `Unauthorized` hands
 * that failure to the one rule (resolved on first need, so the rule's own dependencies — logout and
 * its gateway — can be wrapped too), waits for it, and then returns the answer unchanged: the use
 * case still sees the failure and says what it means for its screen, without applying the rule
 * itself. Every other answer passes through untouched. Applied once, where the composition root
 * binds each remote port (src/adapters/di/bind-http.ts and the area modules in src/adapters/di/areas).
 */
export function withUnauthorizedPolicy<P extends object>(
  port: P,
  rule: () => UnauthorizedRule,
  exempt: ExemptMethods<P> = [],
): P {
  const skipped = new Set<PropertyKey>(exempt);
  const wrapped = new Map<PropertyKey, Method>();
  const guard =
    (method: Method): Method =>
    async (...args) => {
      const answer: unknown = await method.apply(port, args);
      if (Result.isResult(answer) && Result.isFailure(answer) && answer.failure instanceof Unauthorized) {
        await rule().execute(answer.failure);
      }
      return answer;
    };
  return new Proxy(port, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      // "then" is probed by promise resolution; a port is never a thenable.
      if (typeof value !== "function" || property === "then" || property === "constructor" || skipped.has(property)) return value;
      let method = wrapped.get(property);
      if (method === undefined) {
        method = guard(value as Method);
        wrapped.set(property, method);
      }
      return method;
    },
  });
}
