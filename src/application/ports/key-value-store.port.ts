/**
 * Local persistent storage (SPEC §2 last visited path, §3 campaign parameters, §4 logout wipe).
 * Values are plain strings; decoding them (and dropping a corrupted one) is the caller's job.
 * Implementations never throw: a store that cannot be read behaves as empty.
 */
export interface KeyValueStorePort {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** SPEC §4: logout wipes local storage. */
  clear(): void;
}
