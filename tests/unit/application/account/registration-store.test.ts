import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "@/application/state/storage-keys";
import { InMemoryKeyValueStore } from "../../fakes/in-memory-key-value-store";
import { InMemorySessionState } from "../../fakes/in-memory-session-state";
import { PENDING_OTP, registrationStore } from "./registration-fixture";

const pending = PENDING_OTP;

describe("RegistrationStore (SPEC §4 registration state, kept across a reload)", () => {
  it("holds the phone in the state and keeps it with the time its code was sent", () => {
    const { store, state, kv } = registrationStore();
    store.hold(pending);
    expect(state.get().registration).toEqual(pending);
    expect(JSON.parse(kv.get(STORAGE_KEYS.registration) ?? "null")).toEqual({
      ...pending,
      sentAt: Date.parse("2026-11-29T10:00:00.000Z"),
    });
  });

  it("answers the phone in memory as it is", () => {
    const { store } = registrationStore({ state: new InMemorySessionState({ registration: pending }) });
    expect(store.resume()).toBe(pending);
  });

  it.each([
    [0, 300, 120],
    [45, 255, 75],
    [119, 181, 1],
    [120, 180, 0],
    [299, 1, 0],
  ])("after a reload %i s after the code was sent: the code lives %i s more, a new one in %i s", (elapsed, lives, wait) => {
    const first = registrationStore();
    first.store.hold(pending);
    first.clock.advance(elapsed * 1000 + 400);
    // The page reloaded: a new state over the same storage and clock.
    const reloaded = registrationStore({ kv: first.kv, clock: first.clock });
    const resumed = { ...pending, expiresInSeconds: lives, resendAfterSeconds: wait };
    expect(reloaded.store.resume()).toEqual(resumed);
    expect(reloaded.state.get().registration).toEqual(resumed);
  });

  it("forgets a kept phone whose code has expired: there is nothing to type the code for", () => {
    const first = registrationStore();
    first.store.hold(pending);
    first.clock.advance(300_000);
    const reloaded = registrationStore({ kv: first.kv, clock: first.clock });
    expect(reloaded.store.resume()).toBeNull();
    expect(reloaded.state.get().registration).toBeNull();
    expect(first.kv.get(STORAGE_KEYS.registration)).toBeUndefined();
  });

  it("answers nothing when nothing is kept, and drops a kept value of another shape", () => {
    expect(registrationStore().store.resume()).toBeNull();
    const kv = new InMemoryKeyValueStore({ [STORAGE_KEYS.registration]: JSON.stringify({ phone: 5 }) });
    const { store, logger } = registrationStore({ kv });
    expect(store.resume()).toBeNull();
    expect(kv.get(STORAGE_KEYS.registration)).toBeUndefined();
    expect(logger.lines.map((entry) => entry.message)).toEqual(['Dropped the stored "registration": wrong shape']);
  });
});
