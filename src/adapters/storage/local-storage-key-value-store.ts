import type { KeyValueStorePort } from "@/application/ports/key-value-store.port";

/**
 * `window.localStorage` behind {@link KeyValueStorePort}. Storage can throw on any access (Safari
 * private mode, quota exceeded, storage disabled by policy): the shop keeps working, it just forgets.
 */
export class LocalStorageKeyValueStore implements KeyValueStorePort {
  constructor(private readonly storage: () => Storage | undefined = () => globalThis.localStorage) {}

  get(key: string): string | undefined {
    return this.attempt((storage) => storage.getItem(key) ?? undefined, undefined);
  }

  set(key: string, value: string): void {
    this.attempt((storage) => storage.setItem(key, value), undefined);
  }

  remove(key: string): void {
    this.attempt((storage) => storage.removeItem(key), undefined);
  }

  clear(): void {
    this.attempt((storage) => storage.clear(), undefined);
  }

  private attempt<A>(use: (storage: Storage) => A, fallback: A): A {
    try {
      const storage = this.storage();
      return storage === undefined ? fallback : use(storage);
    } catch {
      return fallback;
    }
  }
}
