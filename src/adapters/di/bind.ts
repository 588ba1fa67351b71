import type { Container, ContainerModuleLoadOptions, MapToResolvedValueInjectOptions } from "inversify";
import type { Token } from "@/application/di-token";

/** The tokens of a constructor's or factory's parameters, in order, each typed by its parameter. */
export type TokensFor<A extends unknown[]> = { readonly [K in keyof A]: Token<A[K]> };

/** Where bindings go: the container itself (the core) or an area's ContainerModule while it loads. */
export type Binder = Pick<ContainerModuleLoadOptions, "bind">;

/** inversify's own view of the same tokens (a typed token is a plain symbol to it). */
const asInjectOptions = <A extends unknown[]>(deps: TokensFor<A>): MapToResolvedValueInjectOptions<A> =>
  deps as unknown as MapToResolvedValueInjectOptions<A>;

/** A value made elsewhere (configuration, a browser adapter). */
export function bindConstant<T>(container: Binder, token: Token<T>, value: T): void {
  container.bind<T>(token).toConstantValue(value);
}

/**
 * One instance of a plain class per container, its constructor fed by tokens. The class carries
 * no decorators (ARCHITECTURE §3.4): the type checker matches each token to its parameter.
 */
export function bindClass<T, A extends unknown[]>(
  container: Binder,
  token: Token<T>,
  Class: new (...args: A) => T,
  deps: TokensFor<A>,
): void {
  container
    .bind<T>(token)
    .toResolvedValue((...args: A) => new Class(...args), asInjectOptions(deps))
    .inSingletonScope();
}

/** One value per container from a factory fed by tokens. */
export function bindFactory<T, A extends unknown[]>(
  container: Binder,
  token: Token<T>,
  factory: (...args: A) => T,
  deps: TokensFor<A>,
): void {
  container.bind<T>(token).toResolvedValue(factory, asInjectOptions(deps)).inSingletonScope();
}

/** Tests: replace what a token resolves to, typed by the token (inversify 8's rebind is synchronous). */
export function rebindConstant<T>(container: Container, token: Token<T>, value: T): void {
  container.rebind<T>(token).toConstantValue(value);
}
