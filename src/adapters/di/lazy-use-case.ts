import { Result } from "effect";
import type { Container } from "inversify";
import type { Token } from "@/application/di-token";
import type { TokensFor } from "@/adapters/di/bind";
import { importFailure, sharedImport, type AsyncPort } from "@/adapters/di/lazy-port";

/**
 * A use case lazyUseCase can stand in for: its one public member is `execute`, answering
 * `Promise<Result<…>>` with a failure side that can hold a NetworkError (what a failed chunk import
 * is answered with). A second public method or a synchronous `execute` fails the build, so a use case
 * the wrapper could not forward whole is never bound lazily by mistake.
 */
export type LazyUseCase<U> = AsyncPort<U> & { readonly [K in Exclude<keyof U, "execute">]: never };

/** The use case's class, as its module exports it: a plain constructor fed by the container. */
export type UseCaseClass<U, A extends unknown[]> = new (...args: A) => U;

/**
 * A use case whose module is imported on the first `execute`, not with the first view
 * (docs/architecture-ports.md, "Lazy use cases"). One import, shared by concurrent first calls; the
 * use case is built once, on the first call that finds its class, with `dependencies()` run at that
 * moment (a port rebound before the first call is the one it gets). A failed import answers the
 * call with a NetworkError, never a rejection, and the next call imports again (as lazyPort does).
 * A failing `dependencies()` is a wiring bug, not a network failure: it rejects.
 */
export function lazyUseCase<U extends LazyUseCase<U> & { readonly execute: unknown }, A extends unknown[]>(
  load: () => Promise<UseCaseClass<U, A>>,
  dependencies: () => A,
): U {
  const imported = sharedImport(load);
  let useCase: U | undefined;
  const execute = async (...args: unknown[]): Promise<unknown> => {
    let Class: UseCaseClass<U, A>;
    try {
      Class = await imported();
    } catch (error: unknown) {
      return Result.fail(importFailure(error));
    }
    useCase ??= new Class(...dependencies());
    // LazyUseCase makes `execute` a method answering a promise of a Result.
    return (useCase.execute as (...rest: unknown[]) => Promise<unknown>).apply(useCase, args);
  };
  return { execute } as unknown as U;
}

/**
 * One lazily imported use case per container, its constructor fed by tokens resolved on the first
 * call (the type checker matches each token to its parameter, as with bindClass).
 */
export function bindLazyClass<U extends LazyUseCase<U> & { readonly execute: unknown }, A extends unknown[]>(
  container: Container,
  token: Token<U>,
  load: () => Promise<UseCaseClass<U, A>>,
  deps: TokensFor<A>,
): void {
  const resolve = (): A => deps.map((dep) => container.get<unknown>(dep)) as A;
  container
    .bind<U>(token)
    .toDynamicValue(() => lazyUseCase(load, resolve))
    .inSingletonScope();
}
