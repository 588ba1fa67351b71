// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { LocalStorageKeyValueStore } from "@/adapters/storage/local-storage-key-value-store";

/** A Storage whose every access throws, like Safari's private mode or a full quota. */
const throwingStorage = new Proxy({} as Storage, {
  get() {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  },
});

describe("LocalStorageKeyValueStore", () => {
  afterEach(() => localStorage.clear());

  it("round-trips strings through window.localStorage", () => {
    const store = new LocalStorageKeyValueStore();
    expect(store.get("lastPath")).toBeUndefined();
    store.set("lastPath", "/checkout");
    expect(localStorage.getItem("lastPath")).toBe("/checkout");
    expect(store.get("lastPath")).toBe("/checkout");
    store.remove("lastPath");
    expect(store.get("lastPath")).toBeUndefined();
  });

  it("clear wipes every key (SPEC §4: logout wipes local storage)", () => {
    const store = new LocalStorageKeyValueStore();
    store.set("a", "1");
    store.set("utm_source", "mail");
    store.clear();
    expect(localStorage.length).toBe(0);
  });

  it("hands back corrupted values untouched: decoding is the caller's job", () => {
    localStorage.setItem("cart", "{not json");
    expect(new LocalStorageKeyValueStore().get("cart")).toBe("{not json");
  });

  it.each([
    ["storage that throws on every access", () => throwingStorage],
    ["no storage at all", () => undefined],
    [
      "a getter that throws (storage disabled by policy)",
      () => {
        throw new DOMException("denied", "SecurityError");
      },
    ],
  ])("tolerates %s", (_name, storage) => {
    const store = new LocalStorageKeyValueStore(storage);
    expect(() => store.set("k", "v")).not.toThrow();
    expect(store.get("k")).toBeUndefined();
    expect(() => store.remove("k")).not.toThrow();
    expect(() => store.clear()).not.toThrow();
  });
});
