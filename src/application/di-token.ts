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

/** What screens and route loaders may do with the container: resolve a token, typed by it. */
export interface Injector {
  get<K extends Token<unknown>>(token: K): Resolved<K>;
}
