import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PENDING_ATTEMPT_TTL_MS } from "@/domain/payment/pending-attempts";
import {
  DecodeError,
  NetworkError,
  Refused,
  ServerMessage,
  TimeoutError,
  Unauthorized,
  ValidationFailed,
} from "@/application/ports/api-errors";
import { outcomeOf, PendingMoneyMoves } from "@/application/payment/pending-money-moves";
import { LocalStore } from "@/application/state/local-store";
import { STORAGE_KEYS } from "@/application/state/storage-keys";
import { FixedClock } from "../../fakes/fixed-clock";
import { InMemoryKeyValueStore } from "../../fakes/in-memory-key-value-store";
import { RecordingLogger } from "../../fakes/recording-logger";
import { ScriptedRandom } from "../../fakes/scripted-random";
import { uuids } from "../fixtures";

/** One page's view of the shared storage: a reload or another tab is a new one over the same store. */
const page = (store: InMemoryKeyValueStore, clock = new FixedClock(), ids = uuids(100)) =>
  new PendingMoneyMoves(new LocalStore(store, new RecordingLogger()), clock, new ScriptedRandom([], ids));

describe("outcomeOf: which answers leave the money's fate unknown", () => {
  it.each<[string, Parameters<typeof outcomeOf>[0], "settled" | "unknown"]>([
    ["a success", null, "settled"],
    ["no answer", new NetworkError({ reason: "offline" }), "unknown"],
    ["the time budget", new TimeoutError({ timeoutMs: 15_000 }), "unknown"],
    ["an unreadable answer", new DecodeError({ message: "not JSON" }), "unknown"],
    ["a 500", new ServerMessage({ status: 500, message: "" }), "unknown"],
    ["a 503 page", new ServerMessage({ status: 503, message: "Service Unavailable" }), "unknown"],
    ["a 404", new ServerMessage({ status: 404, message: "No account" }), "settled"],
    ["a 409", new ServerMessage({ status: 409, message: "conflict" }), "settled"],
    ["a refusal", new Refused({ status: 402, code: "insufficient_balance", message: "" }), "settled"],
    ["a validation failure", new ValidationFailed({ message: "", fieldErrors: {} }), "settled"],
    ["a 401", Unauthorized.fromMessage("Unauthorized"), "settled"],
  ])("%s → %s", (_case, failure, outcome) => {
    expect(outcomeOf(failure)).toBe(outcome);
  });
});

describe("PendingMoneyMoves over local storage (docs/play.md, 'Paying once')", () => {
  it("keeps the key in storage from before the first try, so a reload sends it again", () => {
    const store = new InMemoryKeyValueStore();
    const key = page(store).begin("cart-a");
    expect(JSON.parse(store.get(STORAGE_KEYS.pendingMoneyMoves) ?? "[]")).toEqual([
      { fingerprint: "cart-a", key, startedAt: Date.parse("2025-01-15T12:00:00.000Z") },
    ]);
    const reloaded = page(store, new FixedClock(), uuids(5, "other"));
    expect(reloaded.isPending("cart-a")).toBe(true);
    expect(reloaded.begin("cart-a")).toBe(key);
  });

  it("another tab sees the same key; a different cart gets a new one", () => {
    const store = new InMemoryKeyValueStore();
    const first = page(store).begin("cart-a");
    const tab = page(store, new FixedClock(), uuids(5, "tab"));
    expect(tab.begin("cart-a")).toBe(first);
    expect(tab.begin("cart-b")).toBe("tab-1");
  });

  it("a definitive answer forgets the key and empties the storage; an unknown one keeps it", () => {
    const store = new InMemoryKeyValueStore();
    const moves = page(store);
    const key = moves.begin("cart-a");
    moves.settle(key, "unknown");
    expect(moves.isPending("cart-a")).toBe(true);
    moves.settle(key, "settled");
    expect(moves.isPending("cart-a")).toBe(false);
    expect(store.get(STORAGE_KEYS.pendingMoneyMoves)).toBeUndefined();
    expect(moves.begin("cart-a")).toBe("uuid-2");
  });

  it("after 24 hours the same cart is a new purchase", () => {
    const store = new InMemoryKeyValueStore();
    const clock = new FixedClock();
    const moves = page(store, clock);
    moves.begin("cart-a");
    clock.advance(PENDING_ATTEMPT_TTL_MS);
    expect(moves.isPending("cart-a")).toBe(false);
    expect(moves.begin("cart-a")).toBe("uuid-2");
  });

  it("a corrupt stored value is dropped and logged, never a crash", () => {
    const store = new InMemoryKeyValueStore({ [STORAGE_KEYS.pendingMoneyMoves]: "{not json" });
    const logger = new RecordingLogger();
    const moves = new PendingMoneyMoves(new LocalStore(store, logger), new FixedClock(), new ScriptedRandom([], uuids(2)));
    expect(moves.isPending("cart-a")).toBe(false);
    expect(moves.begin("cart-a")).toBe("uuid-1");
    expect(logger.lines.map((line) => line.message)).toEqual([
      `Dropped the stored "${STORAGE_KEYS.pendingMoneyMoves}": not JSON`,
    ]);
  });

  it("property: for any sequence of unknown outcomes, reloads and tabs, at most one distinct key per cart fingerprint", () => {
    const step = fc.oneof(
      fc.record({ tab: fc.integer({ min: 0, max: 2 }), cart: fc.integer({ min: 0, max: 4 }) }),
      fc.record({ reload: fc.integer({ min: 0, max: 2 }) }),
      fc.record({ waitMs: fc.integer({ min: 0, max: 60 * 60 * 1000 }) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 50 }), (story) => {
        const store = new InMemoryKeyValueStore();
        const clock = new FixedClock();
        let pages = 0;
        const open = () => page(store, clock, uuids(60, `page${(pages += 1)}`));
        const tabs = [open(), open(), open()];
        const keys = new Map<number, Set<string>>();
        let waited = 0;
        for (const next of story) {
          if ("waitMs" in next) {
            const wait = Math.min(next.waitMs, PENDING_ATTEMPT_TTL_MS - 1 - waited);
            clock.advance(wait);
            waited += wait;
          } else if ("reload" in next) tabs[next.reload] = open();
          else {
            const moves = tabs[next.tab] ?? open();
            const key = moves.begin(`cart-${next.cart}`);
            moves.settle(key, "unknown");
            keys.set(next.cart, (keys.get(next.cart) ?? new Set()).add(key));
          }
        }
        for (const seen of keys.values()) expect(seen.size).toBeLessThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });
});
