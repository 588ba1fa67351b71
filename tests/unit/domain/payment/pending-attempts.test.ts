import fc from "fast-check";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import {
  beginAttempt,
  canonical,
  fingerprintOf,
  latestAttemptOf,
  MAX_PENDING_ATTEMPTS,
  PENDING_ATTEMPT_TTL_MS,
  type PendingAttempts,
  PendingAttempts as PendingAttemptsSchema,
  pendingAttemptFor,
  settleAttempt,
} from "@/domain/payment/pending-attempts";
import { counterIds } from "../domain-fixtures";

const T0 = Date.parse("2026-05-06T10:00:00Z");
const HOUR = 60 * 60 * 1000;
const attempt = (fingerprint: string, key: string, startedAt = T0) => ({ fingerprint, key, startedAt });

describe("beginAttempt: the key a move is sent with (docs/play.md, 'Paying once')", () => {
  it.each<[string, PendingAttempts, string, number, string, PendingAttempts]>([
    ["nothing kept: a new key, kept from now on", [], "cart-a", T0, "id-1", [attempt("cart-a", "id-1")]],
    [
      "the same move kept: its key again, nothing added",
      [attempt("cart-a", "k-a")],
      "cart-a",
      T0 + HOUR,
      "k-a",
      [attempt("cart-a", "k-a")],
    ],
    [
      "another move kept: a new key beside it",
      [attempt("cart-b", "k-b")],
      "cart-a",
      T0,
      "id-1",
      [attempt("cart-b", "k-b"), attempt("cart-a", "id-1")],
    ],
    [
      "the same move kept 23 h 59 min ago: its key again",
      [attempt("cart-a", "k-a")],
      "cart-a",
      T0 + PENDING_ATTEMPT_TTL_MS - 60_000,
      "k-a",
      [attempt("cart-a", "k-a")],
    ],
    [
      "the same move kept 24 h ago: expired, a new key",
      [attempt("cart-a", "k-a")],
      "cart-a",
      T0 + PENDING_ATTEMPT_TTL_MS,
      "id-1",
      [attempt("cart-a", "id-1", T0 + PENDING_ATTEMPT_TTL_MS)],
    ],
    [
      "an attempt dated in the future (clock moved back): not trusted, a new key",
      [attempt("cart-a", "k-a", T0 + HOUR)],
      "cart-a",
      T0,
      "id-1",
      [attempt("cart-a", "id-1")],
    ],
    [
      "expired attempts of other moves are dropped",
      [attempt("cart-b", "k-b", T0 - PENDING_ATTEMPT_TTL_MS)],
      "cart-a",
      T0,
      "id-1",
      [attempt("cart-a", "id-1")],
    ],
  ])("%s", (_case, pending, fingerprint, now, key, after) => {
    const begun = beginAttempt(pending, fingerprint, now, counterIds());
    expect(begun.key).toBe(key);
    expect(begun.pending).toEqual(after);
  });

  it(`keeps at most ${MAX_PENDING_ATTEMPTS} moves, forgetting the oldest first`, () => {
    const full = Array.from({ length: MAX_PENDING_ATTEMPTS }, (_, index) => attempt(`cart-${index}`, `k-${index}`, T0 + index));
    const { pending } = beginAttempt(full, "cart-new", T0 + 100, counterIds());
    expect(pending).toHaveLength(MAX_PENDING_ATTEMPTS);
    expect(pending[0]?.fingerprint).toBe("cart-1");
    expect(pending.at(-1)).toEqual(attempt("cart-new", "id-1", T0 + 100));
  });
});

describe("settleAttempt and pendingAttemptFor", () => {
  const kept = [attempt("cart-a", "k-a"), attempt("cart-b", "k-b")];

  it.each<[string, string, "settled" | "unknown", PendingAttempts]>([
    ["a definitive answer forgets the key", "k-a", "settled", [attempt("cart-b", "k-b")]],
    ["an unknown outcome keeps it", "k-a", "unknown", kept],
    ["a key no longer kept changes nothing", "k-z", "settled", kept],
  ])("%s", (_case, key, outcome, after) => {
    expect(settleAttempt(kept, key, outcome)).toEqual(after);
  });

  it.each<[string, string, number, string | undefined]>([
    ["the kept attempt of the move", "cart-b", T0 + HOUR, "k-b"],
    ["none for another move", "cart-c", T0, undefined],
    ["none once expired", "cart-a", T0 + PENDING_ATTEMPT_TTL_MS, undefined],
  ])("pendingAttemptFor: %s", (_case, fingerprint, now, key) => {
    expect(pendingAttemptFor(kept, fingerprint, now)?.key).toBe(key);
  });
});

describe("latestAttemptOf: a page that lost what it sent finds its newest move of a scope", () => {
  const kept = [
    { ...attempt("cart-a", "k-a", T0), scope: "pay:7", payload: { items: ["a"] } },
    { ...attempt("cart-b", "k-b", T0 + 10), scope: "pay:7", payload: { items: ["b"] } },
    { ...attempt("cart-c", "k-c", T0 + 20), scope: "pay:8" },
  ];

  it.each<[string, string, number, string | undefined]>([
    ["the newest of the player's", "pay:7", T0 + HOUR, "k-b"],
    ["another player's only", "pay:8", T0 + HOUR, "k-c"],
    ["none for a scope without moves", "pay:9", T0, undefined],
    ["none once expired", "pay:7", T0 + 10 + PENDING_ATTEMPT_TTL_MS, undefined],
  ])("%s", (_case, scope, now, key) => {
    expect(latestAttemptOf(kept, scope, now)?.key).toBe(key);
  });

  it("beginAttempt keeps the scope and what was sent with a new attempt, and leaves a kept one as it was", () => {
    const begun = beginAttempt([], "cart-a", T0, counterIds(), { scope: "pay:7", payload: { items: [1] } });
    expect(begun.pending).toEqual([
      { fingerprint: "cart-a", key: "id-1", startedAt: T0, scope: "pay:7", payload: { items: [1] } },
    ]);
    expect(beginAttempt(begun.pending, "cart-a", T0 + 1, counterIds("x"), { scope: "pay:7", payload: "other" }).pending).toEqual(
      begun.pending,
    );
  });
});

describe("fingerprintOf", () => {
  it.each<[string, unknown, unknown, boolean]>([
    ["the same parts in another key order", { a: 1, b: [1, 2] }, { b: [1, 2], a: 1 }, true],
    ["a missing key and an undefined one", { a: 1 }, { a: 1, b: undefined }, true],
    ["another amount", { amount: 10 }, { amount: 10.01 }, false],
    ["another order inside a list", { bets: [1, 2] }, { bets: [2, 1] }, false],
    ["a number and its text", { amount: 10 }, { amount: "10" }, false],
    ["null and a missing key", { voucher: null }, {}, false],
  ])("%s: same fingerprint = %s", (_case, left, right, same) => {
    expect(fingerprintOf(left) === fingerprintOf(right)).toBe(same);
  });

  it("is 32 hex digits and keeps an IBAN out of the text", () => {
    const print = fingerprintOf({ iban: "AE070331234567890123456" });
    expect(print).toMatch(/^[0-9a-f]{32}$/);
    expect(print).not.toContain("0331234567");
  });

  it("property: different canonical texts give different fingerprints", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (left, right) => {
        fc.pre(canonical(left) !== canonical(right));
        expect(fingerprintOf(left)).not.toBe(fingerprintOf(right));
      }),
      { numRuns: 500 },
    );
  });
});

/** A player's story: pay a cart (the answer never settles it), reload the page, or wait. */
const steps = (carts: number) =>
  fc.array(
    fc.oneof(
      fc.record({ pay: fc.integer({ min: 0, max: carts - 1 }) }),
      fc.constant({ reload: true as const }),
      fc.record({ waitMs: fc.integer({ min: 0, max: 2 * HOUR }) }),
    ),
    { maxLength: 60 },
  );

describe("property: for any sequence of unknown outcomes and reloads, at most one distinct key per cart fingerprint", () => {
  it("while the attempt is kept (within its 24 h), every try of a cart sends the same key", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_PENDING_ATTEMPTS }), steps(MAX_PENDING_ATTEMPTS), (carts, story) => {
        const ids = counterIds("key");
        const keysPerCart = new Map<string, Set<string>>();
        let stored = "[]";
        let now = T0;
        let elapsed = 0;
        for (const step of story) {
          if ("waitMs" in step) {
            // Stay within the kept time: the property is about retries before the server forgets.
            const wait = Math.min(step.waitMs, PENDING_ATTEMPT_TTL_MS - 1 - elapsed);
            now += wait;
            elapsed += wait;
            continue;
          }
          // A reload reads the storage again: the text must decode to the same attempts.
          const pending = Schema.decodeUnknownSync(PendingAttemptsSchema)(JSON.parse(stored));
          if ("reload" in step) continue;
          const fingerprint = `cart-${step.pay % carts}`;
          const begun = beginAttempt(pending, fingerprint, now, ids);
          stored = JSON.stringify(settleAttempt(begun.pending, begun.key, "unknown"));
          const seen = keysPerCart.get(fingerprint) ?? new Set<string>();
          keysPerCart.set(fingerprint, seen.add(begun.key));
        }
        for (const keys of keysPerCart.values()) expect(keys.size).toBeLessThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });

  it("a settled answer ends the key: the next try of that cart is a new purchase, never an old key again", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ cart: fc.integer({ min: 0, max: 3 }), outcome: fc.constantFrom("settled" as const, "unknown" as const) }),
          { maxLength: 40 },
        ),
        (story) => {
          const ids = counterIds("key");
          let pending: PendingAttempts = [];
          const settledKeys = new Set<string>();
          const current = new Map<string, string>();
          for (const { cart, outcome } of story) {
            const fingerprint = `cart-${cart}`;
            const begun = beginAttempt(pending, fingerprint, T0, ids);
            expect(settledKeys.has(begun.key)).toBe(false);
            // Until it settles, a cart keeps the key it got first.
            const before = current.get(fingerprint);
            if (before !== undefined) expect(begun.key).toBe(before);
            pending = settleAttempt(begun.pending, begun.key, outcome);
            if (outcome === "settled") {
              settledKeys.add(begun.key);
              current.delete(fingerprint);
            } else current.set(fingerprint, begun.key);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
