import { afterEach, describe, expect, it } from "vitest";
import { DEMO_TOKEN } from "@mocks/seed";
import {
  memoryStorage,
  mutate,
  resetSandbox,
  sandboxState,
  type SandboxStorage,
  useSandboxStorage,
  webStorage,
} from "@mocks/state";

/** A Web Storage stand-in, as the browser's localStorage would behave. */
function fakeLocalStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

afterEach(() => useSandboxStorage(memoryStorage()));

describe("sandbox state storage", () => {
  it("starts from the seed: the demo user with balance 1,234.50 and a signed-in demo token", () => {
    useSandboxStorage(memoryStorage());
    expect(sandboxState().users[0]).toMatchObject({ phone: "501234567", balance_fils: 123_450 });
    expect(sandboxState().sessions[DEMO_TOKEN]).toBe(1);
  });

  it("keeps changes across a reload from the same storage (a browser reload)", () => {
    const local = fakeLocalStorage();
    useSandboxStorage(webStorage(local));
    mutate((state) => {
      state.users[0]!.balance_fils = 42;
    });
    useSandboxStorage(webStorage(local));
    expect(sandboxState().users[0]?.balance_fils).toBe(42);
  });

  it("drops a corrupt or outdated stored state and reseeds", () => {
    for (const text of ["{not json", JSON.stringify({ version: -1 })]) {
      const storage: SandboxStorage = { read: () => text, write: () => {}, clear: () => {} };
      useSandboxStorage(storage);
      // The demo user, the friend to share credit with, the player near the weekly limit.
      expect(sandboxState().users.map((user) => user.id)).toEqual([1, 2, 3]);
    }
  });

  it("resetSandbox() goes back to the seed", () => {
    useSandboxStorage(memoryStorage());
    mutate((state) => {
      state.sessions = {};
    });
    resetSandbox();
    expect(sandboxState().sessions[DEMO_TOKEN]).toBe(1);
  });
});
