import { Result } from "effect";
import { NetworkError } from "@/application/ports/api-errors";

/**
 * A remote port as lazyPort can stand in for it: every member is a method answering
 * `Promise<Result<…>>` whose failure side can hold a NetworkError (the `Remote<A, E>` style,
 * docs/architecture-ports.md). A synchronous method or a plain field maps to `never`, so such a
 * port cannot be wrapped by mistake: its callers could not wait for the adapter to arrive.
 */
export type AsyncPort<P> = {
  readonly [K in keyof P]: P[K] extends (...args: infer A) => Promise<Result.Result<infer S, infer E>>
    ? NetworkError extends E
      ? (...args: A) => Promise<Result.Result<S, E>>
      : never
    : never;
};

/**
 * The port's method names, each once. The adapter's class lives in the chunk not yet loaded, so
 * its names cannot be read from it; the mapped type makes the list complete and exact (a method
 * added to the port fails the build until it is listed here).
 */
export type PortMethods<P> = { readonly [K in keyof P]-?: true };

type Method = (...args: unknown[]) => Promise<unknown>;

/** A failed chunk import answered as the transport failure it is (the chunk never arrived). */
export const importFailure = (error: unknown): NetworkError =>
  new NetworkError({ reason: `chunk not loaded: ${error instanceof Error ? error.message : String(error)}` });

/**
 * `load` run once and shared by concurrent callers; a rejection is passed on and forgotten, so the
 * next call imports again (offline for a moment, or a chunk missing until the page reloads).
 */
export function sharedImport<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= Promise.resolve()
      .then(load)
      .catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
    return pending;
  };
}

/**
 * A port whose adapter module is imported on the first call, not with the first view
 * (docs/architecture-ports.md, "Lazy ports"). Every method waits for `load` (one import shared by
 * concurrent calls), then forwards its arguments and answer unchanged. When `load` rejects —
 * offline, a chunk missing after a deploy — the call resolves to a NetworkError, never a rejection
 * (the `Remote` contract), and the next call imports again.
 */
export function lazyPort<P extends AsyncPort<P>>(load: () => Promise<P>, methods: PortMethods<P>): P {
  const adapter = sharedImport(load);
  const forward = (name: string): Method => async (...args) => {
    let loaded: P;
    try {
      loaded = await adapter();
    } catch (error: unknown) {
      return Result.fail(importFailure(error));
    }
    return (loaded[name as keyof P] as Method).apply(loaded, args);
  };
  const port: Record<string, Method> = {};
  for (const name of Object.keys(methods)) port[name] = forward(name);
  return port as unknown as P;
}
