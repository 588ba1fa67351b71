import { Schema } from "effect";

/**
 * Money moves whose answer has not arrived yet (docs/play.md, "Paying once"). Each move is sent
 * with an idempotency key; the key is kept, with a fingerprint of what the move was, from before
 * the first try until a definitive answer. A retry of the same move (a reload, a second tab, a
 * press of "Check again") finds the kept key and sends it again, so the server answers the first
 * outcome instead of moving the money a second time. A different move gets a new key.
 *
 * Pure: the caller passes the time and the source of fresh keys.
 */

/**
 * How long a kept key is offered again. The server keeps a key's first answer at least as long
 * (openapi/lotto-api.yaml, IdempotencyKey); after that the same cart is a new purchase.
 */
export const PENDING_ATTEMPT_TTL_MS = 24 * 60 * 60 * 1000;

/** At most this many moves are kept at once; the oldest is forgotten first. */
export const MAX_PENDING_ATTEMPTS = 20;

export const PendingAttempt = Schema.Struct({
  /** What the move was (see `fingerprintOf`): the same fingerprint is the same move. */
  fingerprint: Schema.String,
  /** The idempotency key it was sent with. */
  key: Schema.String,
  /** When it was first sent (ms since the epoch). */
  startedAt: Schema.Number,
  /** Whose move of which kind ("pay:7"), so a page can find it without the fingerprint. */
  scope: Schema.optionalKey(Schema.String),
  /**
   * What was sent, to send it again when the page no longer has it (a reload reads the cart from
   * the server, which a purchase that went through has emptied).
   */
  payload: Schema.optionalKey(Schema.Unknown),
});
export type PendingAttempt = typeof PendingAttempt.Type;

/** The kept moves, oldest first (the local-storage schema too). */
export const PendingAttempts = Schema.Array(PendingAttempt);
export type PendingAttempts = typeof PendingAttempts.Type;

/**
 * What an answer says about the money: `settled` (done, or definitively refused: nothing more can
 * happen to this key), or `unknown` (no answer, a time-out, a 5xx, an unreadable answer: the
 * server may have moved the money).
 */
export type AttemptOutcome = "settled" | "unknown";

const fresh = (attempt: PendingAttempt, now: number): boolean =>
  now >= attempt.startedAt && now - attempt.startedAt < PENDING_ATTEMPT_TTL_MS;

/** The kept attempt of this move, if one is waiting for its answer. */
export const pendingAttemptFor = (pending: PendingAttempts, fingerprint: string, now: number): PendingAttempt | undefined =>
  pending.find((attempt) => attempt.fingerprint === fingerprint && fresh(attempt, now));

/** The newest attempt of a scope still waiting for its answer. */
export const latestAttemptOf = (pending: PendingAttempts, scope: string, now: number): PendingAttempt | undefined =>
  pending.filter((attempt) => attempt.scope === scope && fresh(attempt, now)).at(-1);

/**
 * Before a move is sent: its kept key when the same move is waiting for its answer, otherwise a
 * new key (`newKey`), kept from now on. Expired attempts are dropped; the list never holds more
 * than MAX_PENDING_ATTEMPTS.
 */
export const beginAttempt = (
  pending: PendingAttempts,
  fingerprint: string,
  now: number,
  newKey: () => string,
  about: { readonly scope?: string; readonly payload?: unknown } = {},
): { readonly key: string; readonly pending: PendingAttempts } => {
  const live = pending.filter((attempt) => fresh(attempt, now));
  const kept = live.find((attempt) => attempt.fingerprint === fingerprint);
  if (kept !== undefined) return { key: kept.key, pending: live };
  const attempt: PendingAttempt = { fingerprint, key: newKey(), startedAt: now, ...about };
  return { key: attempt.key, pending: [...live, attempt].slice(-MAX_PENDING_ATTEMPTS) };
};

/** After an answer: a settled key is forgotten (the next move is a new one); an unknown one stays. */
export const settleAttempt = (pending: PendingAttempts, key: string, outcome: AttemptOutcome): PendingAttempts =>
  outcome === "unknown" ? pending : pending.filter((attempt) => attempt.key !== key);

/**
 * A short, stable text for "what is being moved": the same parts give the same fingerprint, in
 * any key order. A 128-bit hash (four FNV-1a lanes, each with its own seed and a final mix), so
 * no personal data (an IBAN, a phone number) is kept in storage in the clear, and two different
 * moves practically never share one.
 */
export const fingerprintOf = (parts: unknown): string => {
  const text = canonical(parts);
  return LANE_SEEDS.map((seed) => lane(text, seed).toString(16).padStart(8, "0")).join("");
};

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` are the same text. */
export const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonical(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
};

const LANE_SEEDS = [0x811c9dc5, 0x9e3779b9, 0x85ebca6b, 0xc2b2ae35] as const;

/** FNV-1a over the UTF-16 code units, each salted with the lane's seed, then a 32-bit avalanche mix. */
function lane(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= (text.charCodeAt(index) + seed) & 0xffff;
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}
