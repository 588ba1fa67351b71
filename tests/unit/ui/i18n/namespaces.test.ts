import { describe, expect, it } from "vitest";
import { loadedLocales } from "@/ui/i18n/i18n-util";
import {
  APP_NAMESPACES,
  forgetNamespaces,
  isNamespaceLoaded,
  loadNamespace,
  loadNamespaces,
  namespacesInUse,
  type NamespaceLoader,
  subscribeDictionaries,
} from "@/ui/i18n/namespaces";

/** A loader that waits to be released, counting its calls; `fail` makes the next calls reject. */
const gatedLoader = () => {
  const state = { calls: 0, fail: false, release: () => undefined as void };
  const load: NamespaceLoader = (locale, namespace) => {
    state.calls += 1;
    return new Promise<void>((resolve, reject) => {
      state.release = () => {
        if (state.fail) reject(new TypeError("Failed to fetch dynamically imported module"));
        else {
          loadedLocales[locale] = {
            ...loadedLocales[locale],
            [namespace]: { title: "x" },
          } as (typeof loadedLocales)[typeof locale];
          resolve();
        }
      };
    });
  };
  return { state, load };
};

describe("namespaces", () => {
  it("are the nine areas beyond the first bundle: play (/ and the game pages), the other pages' own and a signed-in player's Pay", () => {
    expect([...APP_NAMESPACES].sort()).toEqual([
      "account",
      "cart",
      "certificates",
      "checkout",
      "content",
      "pages",
      "pay",
      "play",
      "wallet",
    ]);
  });

  it("a load shared by concurrent callers runs once and tells the listeners", async () => {
    const { state, load } = gatedLoader();
    let changes = 0;
    const stop = subscribeDictionaries(() => (changes += 1));
    const first = loadNamespace("ar", "content", load);
    const second = loadNamespace("ar", "content", load);
    state.release();
    await Promise.all([first, second]);
    stop();
    expect(state.calls).toBe(1);
    expect(changes).toBe(1);
    expect(isNamespaceLoaded("ar", "content")).toBe(true);
    expect(namespacesInUse()).toContain("content");
  });

  it("a loaded namespace is not asked for again", async () => {
    const { state, load } = gatedLoader();
    await loadNamespace("ar", "content", load);
    expect(state.calls).toBe(0);
  });

  it("a failed load is not remembered: the next call asks again", async () => {
    const { state, load } = gatedLoader();
    state.fail = true;
    const failed = loadNamespace("id", "account", load);
    state.release();
    await expect(failed).rejects.toThrow(/dynamically imported module/);
    state.fail = false;
    const again = loadNamespace("id", "account", load);
    state.release();
    await again;
    expect(state.calls).toBe(2);
    expect(isNamespaceLoaded("id", "account")).toBe(true);
  });

  it("the generated loader brings the real dictionary area", async () => {
    await loadNamespaces("id", ["wallet"]);
    expect(loadedLocales.id.wallet.title).toBe("Dompet");
  });

  it("forgetting them (the prerender, before each page) leaves the first bundle and tells the listeners", async () => {
    await loadNamespaces("id", ["wallet"]);
    // A base area (the first bundle's), which stays.
    loadedLocales.id = { ...loadedLocales.id, common: { title: "x" } } as unknown as (typeof loadedLocales)["id"];
    let changes = 0;
    const unsubscribe = subscribeDictionaries(() => (changes += 1));
    forgetNamespaces();
    unsubscribe();
    expect(changes).toBe(1);
    expect(namespacesInUse()).toEqual([]);
    expect(isNamespaceLoaded("id", "wallet")).toBe(false);
    expect(loadedLocales.id.common).toBeDefined();
    await loadNamespaces("id", ["wallet"]);
    expect(isNamespaceLoaded("id", "wallet")).toBe(true);
  });
});
