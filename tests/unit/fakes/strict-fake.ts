/**
 * A port fake that answers only the methods a test gives it and throws on any other call, so a
 * use case that reaches for something unexpected fails loudly instead of getting `undefined`.
 *
 *   const carts = strictFake<CartRepositoryPort>("CartRepositoryPort", { fetch: async () => Result.succeed([]) });
 */
export function strictFake<T extends object>(name: string, methods: Partial<T>): T {
  return new Proxy(methods as T, {
    get(target, property, receiver) {
      if (property in target) return Reflect.get(target, property, receiver) as unknown;
      // Promise resolution and vitest's pretty-printer probe these; they are not port calls.
      if (property === "then" || typeof property === "symbol" || property === "toJSON" || property === "asymmetricMatch") {
        return undefined;
      }
      return () => {
        throw new Error(`Unexpected call: ${name}.${String(property)}()`);
      };
    },
  });
}

/** Records the arguments of each call to a fake method. */
export function recorder<Args extends unknown[], R>(answer: (...args: Args) => R): ((...args: Args) => R) & { calls: Args[] } {
  const calls: Args[] = [];
  const fn = (...args: Args): R => {
    calls.push(args);
    return answer(...args);
  };
  return Object.assign(fn, { calls });
}
