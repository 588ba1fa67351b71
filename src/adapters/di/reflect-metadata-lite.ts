/**
 * The part of the Metadata Reflection API inversify calls (define/get/has metadata, the
 * `Reflect.metadata` decorator factory), in a few lines instead of the reflect-metadata polyfill:
 * the app binds with `toResolvedValue` and no decorators (ARCHITECTURE §3.4), so nothing else is
 * needed. vite.config.ts resolves `reflect-metadata/lite` here for the browser build, and
 * vitest.config.ts does the same for the unit tests, so they run the code players run. An existing
 * implementation is left as it is.
 */
type Key = string | symbol | undefined;
type Store = Map<unknown, unknown>;

/** Puts the API on `target` (the global `Reflect` by default) where it has none of its own. */
export function installReflectMetadata(target: object = Reflect): void {
  const stores = new WeakMap<object, Map<Key, Store>>();

  function storeOf(object: object, property: Key, create: boolean): Store | undefined {
    let byProperty = stores.get(object);
    if (byProperty === undefined) {
      if (!create) return undefined;
      byProperty = new Map();
      stores.set(object, byProperty);
    }
    let store = byProperty.get(property);
    if (store === undefined && create) {
      store = new Map();
      byProperty.set(property, store);
    }
    return store;
  }

  function lookUp(key: unknown, object: object, property?: Key): unknown {
    for (let current: object | null = object; current !== null; current = Object.getPrototypeOf(current) as object | null) {
      const store = storeOf(current, property, false);
      if (store?.has(key) === true) return store.get(key);
    }
    return undefined;
  }

  const api = {
    defineMetadata: (key: unknown, value: unknown, object: object, property?: Key): void => {
      storeOf(object, property, true)?.set(key, value);
    },
    getOwnMetadata: (key: unknown, object: object, property?: Key): unknown => storeOf(object, property, false)?.get(key),
    hasOwnMetadata: (key: unknown, object: object, property?: Key): boolean =>
      storeOf(object, property, false)?.has(key) === true,
    getMetadata: lookUp,
    hasMetadata: (key: unknown, object: object, property?: Key): boolean => lookUp(key, object, property) !== undefined,
    metadata:
      (key: unknown, value: unknown) =>
      (object: object, property?: Key): void =>
        api.defineMetadata(key, value, object, property),
  };

  const slots = target as Record<string, unknown>;
  for (const [name, implementation] of Object.entries(api)) {
    if (typeof slots[name] !== "function") slots[name] = implementation;
  }
}

installReflectMetadata();
