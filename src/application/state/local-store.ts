import { Result, Schema } from "effect";
import type { KeyValueStorePort } from "@/application/ports/key-value-store.port";
import type { LoggerPort } from "@/application/ports/logger.port";

/** Why a stored value was dropped; the value itself is never logged (it may hold personal data). */
export type DropReason = "not JSON" | "wrong shape";

/**
 * The one reader of JSON values in local storage (cart, tickets, campaign, userData): each read
 * decodes with a schema (ARCHITECTURE §3.6). A value that is not JSON or no longer matches is
 * removed and logged once, by key and reason, never a crash.
 */
export class LocalStore {
  /** The bad text last reported per key, so one that cannot be removed (storage throwing) is logged once. */
  private readonly reported = new Map<string, string>();

  constructor(
    private readonly store: KeyValueStorePort,
    private readonly logger: LoggerPort,
  ) {}

  read<S extends Schema.ConstraintDecoder<unknown>>(key: string, schema: S): S["Type"] | undefined {
    const text = this.store.get(key);
    if (text === undefined) return undefined;
    const json = parseJson(text);
    const decoded = Schema.decodeUnknownResult(schema)(json.ok ? json.value : text);
    if (Result.isSuccess(decoded)) return decoded.success;
    this.drop(key, text, json.ok ? "wrong shape" : "not JSON");
    return undefined;
  }

  write(key: string, value: unknown): void {
    this.store.set(key, JSON.stringify(value));
  }

  remove(key: string): void {
    this.store.remove(key);
  }

  private drop(key: string, text: string, reason: DropReason): void {
    this.store.remove(key);
    if (this.reported.get(key) === text) return;
    this.reported.set(key, text);
    this.logger.warn(`Dropped the stored "${key}": ${reason}`, { key, reason });
  }
}

type Parsed = { readonly ok: true; readonly value: unknown } | { readonly ok: false };

/** Text that is not JSON is decoded as itself, so a string schema still accepts plain text. */
function parseJson(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}
