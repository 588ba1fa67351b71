declare const resolvesTo: unique symbol;

/**
 * A dependency-injection token: a global symbol (`Symbol.for`) that also carries, for the type
 * checker only, the type it resolves to. The container (src/adapters/di) binds it; the
 * application never sees the container library.
 */
export type Token<T> = symbol & { readonly [resolvesTo]?: T };

export const token = <T>(name: string): Token<T> => Symbol.for(`lotto-shop/${name}`) as Token<T>;

/** What a token resolves to (a union of tokens resolves to the union of their types). */
export type Resolved<K> = K extends Token<infer T> ? T : never;

/**
 * The shop's areas: each binds its use cases and adapters in a module of its own, loaded by the
 * loader of the first route that needs it (docs/architecture.md, "Wiring per area"). The core
 * (session, cart, tracking, games on sale) is bound from the start.
 */
export type Area = "play" | "checkout" | "account" | "wallet" | "content" | "certificates" | "payment" | "signInLink";

/** Loads an area's bindings into the container once; later calls answer at once. */
export interface AreaLoader {
  load(area: Area): Promise<void>;
  /** Whether the area's bindings are in the container now (a screen may resolve its tokens). */
  isLoaded(area: Area): boolean;
}

/** What screens and route loaders may do with the container: resolve a token, typed by it. */
export interface Injector {
  get<K extends Token<unknown>>(token: K): Resolved<K>;
}
