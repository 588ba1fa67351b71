import type { Container } from "inversify";
import type { Token } from "@/application/di-token";
import { TOKENS as T } from "@/application/tokens";
import { withUnauthorizedPolicy, type ExemptMethods, type UnauthorizedRule } from "@/application/auth/unauthorized-policy";
import { bindFactory, type TokensFor } from "@/adapters/di/bind";

/**
 * The SPEC §8 401 rule, looked up when a 401 arrives rather than when the port is built: the rule
 * logs out through the auth gateway, itself a remote port bound here.
 */
const ruleOf =
  (container: Container) =>
  (): UnauthorizedRule =>
    container.get(T.handleUnauthorized);

/**
 * A remote port, made by `factory`, whose every method hands a 401 to the one SPEC §8 rule
 * (`withUnauthorizedPolicy`), except the `exempt` ones (sign-in and token revocation).
 */
export function bindRemoteFactory<P extends object, A extends unknown[]>(
  container: Container,
  token: Token<P>,
  factory: (...args: A) => P,
  deps: TokensFor<A>,
  exempt: ExemptMethods<P> = [],
): void {
  bindFactory(container, token, (...args: A) => withUnauthorizedPolicy(factory(...args), ruleOf(container), exempt), deps);
}

/** {@link bindRemoteFactory} for an adapter class fed by tokens. */
export function bindRemoteClass<P extends object, A extends unknown[]>(
  container: Container,
  token: Token<P>,
  Class: new (...args: A) => P,
  deps: TokensFor<A>,
  exempt: ExemptMethods<P> = [],
): void {
  bindRemoteFactory(container, token, (...args: A) => new Class(...args), deps, exempt);
}
