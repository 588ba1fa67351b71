import type { KeyValueStorePort } from "@/application/ports/key-value-store.port";

/** {@link KeyValueStorePort} in a Map; `entries()` shows what a use case left behind. */
export class InMemoryKeyValueStore implements KeyValueStorePort {
  private readonly values = new Map<string, string>();

  constructor(initial: Readonly<Record<string, string>> = {}) {
    for (const [key, value] of Object.entries(initial)) this.values.set(key, value);
  }

  get(key: string): string | undefined {
    return this.values.get(key);
  }

  set(key: string, value: string): void {
    this.values.set(key, value);
  }

  remove(key: string): void {
    this.values.delete(key);
  }

  clear(): void {
    this.values.clear();
  }

  entries(): Record<string, string> {
    return Object.fromEntries(this.values);
  }
}
