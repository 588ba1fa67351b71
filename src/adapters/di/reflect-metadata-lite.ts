/**
 * The part of the Metadata Reflection API inversify calls (define/get/has metadata, the
 * `Reflect.metadata` decorator factory), in a few lines instead of the reflect-metadata polyfill:
 * the app binds with `toResolvedValue` and no decorators (ARCHITECTURE §3.4), so nothing else is
 * needed. vite.config.ts resolves `reflect-metadata/lite` here for the browser build; an existing
 * implementation is left as it is.
 */
type Key = string | symbol | undefined;
type Store = Map<unknown, unknown>;

const stores = new WeakMap<object, Map<Key, Store>>();

function storeOf(target: object, property: Key, create: boolean): Store | undefined {
  let byProperty = stores.get(target);
  if (byProperty === undefined) {
    if (!create) return undefined;
    byProperty = new Map();
    stores.set(target, byProperty);
  }
  let store = byProperty.get(property);
  if (store === undefined && create) {
    store = new Map();
    byProperty.set(property, store);
  }
  return store;
}

function lookUp(key: unknown, target: object, property?: Key): unknown {
  for (let current: object | null = target; current !== null; current = Object.getPrototypeOf(current) as object | null) {
    const store = storeOf(current, property, false);
    if (store?.has(key) === true) return store.get(key);
  }
  return undefined;
}

const api = {
  defineMetadata: (key: unknown, value: unknown, target: object, property?: Key): void => {
    storeOf(target, property, true)?.set(key, value);
  },
  getOwnMetadata: (key: unknown, target: object, property?: Key): unknown => storeOf(target, property, false)?.get(key),
  hasOwnMetadata: (key: unknown, target: object, property?: Key): boolean => storeOf(target, property, false)?.has(key) === true,
  getMetadata: lookUp,
  hasMetadata: (key: unknown, target: object, property?: Key): boolean => lookUp(key, target, property) !== undefined,
  metadata:
    (key: unknown, value: unknown) =>
    (target: object, property?: Key): void =>
      api.defineMetadata(key, value, target, property),
};

const reflect = Reflect as unknown as Record<string, unknown>;
for (const [name, implementation] of Object.entries(api)) {
  if (typeof reflect[name] !== "function") reflect[name] = implementation;
}

export {};
