import { Result, Schema } from "effect";
import type { KeyValueStorePort } from "@/application/ports/key-value-store.port";
import type { LoggerPort } from "@/application/ports/logger.port";

/**
 * JSON values in local storage, decoded with a schema on every read (ARCHITECTURE §3.6): a value
 * that is not JSON or no longer matches is dropped and logged, never a crash.
 */
export class LocalStore {
  constructor(
    private readonly store: KeyValueStorePort,
    private readonly logger: LoggerPort,
  ) {}

  read<S extends Schema.ConstraintDecoder<unknown>>(key: string, schema: S): S["Type"] | undefined {
    const text = this.store.get(key);
    if (text === undefined) return undefined;
    const decoded = Schema.decodeUnknownResult(schema)(parseJson(text));
    if (Result.isSuccess(decoded)) return decoded.success;
    this.store.remove(key);
    this.logger.warn("Dropped a stored value that no longer decodes", { key, issue: decoded.failure.message });
    return undefined;
  }

  write(key: string, value: unknown): void {
    this.store.set(key, JSON.stringify(value));
  }

  remove(key: string): void {
    this.store.remove(key);
  }
}

/** Text that is not JSON decodes as itself, so the schema reports it (a string is no object). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
