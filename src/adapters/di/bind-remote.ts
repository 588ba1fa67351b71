import { withUnauthorizedPolicy, type ExemptMethods, type UnauthorizedRule } from "@/application/auth/unauthorized-policy";
import type { Token } from "@/application/di-token";
import { ADAPTER_TOKENS } from "@/adapters/di/adapter-tokens";
import { bindFactory, type Binder, type TokensFor } from "@/adapters/di/bind";

/**
 * A remote port, made by `factory`, whose every method hands a 401 to the one SPEC §8 rule
 * (`withUnauthorizedPolicy`), except the `exempt` ones (sign-in and token revocation). The rule is
 * looked up when a 401 arrives rather than when the port is built (ADAPTER_TOKENS.unauthorizedRule):
 * it logs out through the auth gateway, itself a remote port bound here.
 */
export function bindRemoteFactory<P extends object, A extends unknown[]>(
  binder: Binder,
  token: Token<P>,
  factory: (...args: A) => P,
  deps: TokensFor<A>,
  exempt: ExemptMethods<P> = [],
): void {
  const withRule = [ADAPTER_TOKENS.unauthorizedRule, ...deps] as unknown as TokensFor<[() => UnauthorizedRule, ...A]>;
  bindFactory(
    binder,
    token,
    (rule: () => UnauthorizedRule, ...args: A) => withUnauthorizedPolicy(factory(...args), rule, exempt),
    withRule,
  );
}

/** {@link bindRemoteFactory} for an adapter class fed by tokens. */
export function bindRemoteClass<P extends object, A extends unknown[]>(
  binder: Binder,
  token: Token<P>,
  Class: new (...args: A) => P,
  deps: TokensFor<A>,
  exempt: ExemptMethods<P> = [],
): void {
  bindRemoteFactory(binder, token, (...args: A) => new Class(...args), deps, exempt);
}
