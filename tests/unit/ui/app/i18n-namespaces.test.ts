import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isChunkLoadError } from "@/ui/app/chunk-reload-guard";
import { loadPageNamespaces } from "@/ui/app/i18n-namespaces";
import { loadedLocales } from "@/ui/i18n/i18n-util";
import { APP_NAMESPACES, type AppNamespace, type NamespaceLoader } from "@/ui/i18n/namespaces";
import type { Connection } from "@/ui/components/load-when-online";

// These tests count the loader's calls, and a namespace already in typesafe-i18n's module-level
// `loadedLocales` is not loaded again. Another file of the same worker may have put every namespace
// there (a component test loads every dictionary), which made the calls [] in 1 of 3 runs. So each
// test starts with no namespace loaded in any language, and the languages are put back afterwards.
let found: Partial<typeof loadedLocales> = {};
beforeEach(() => {
  found = { ...loadedLocales };
  for (const [locale, dictionary] of Object.entries(found)) {
    const base: Record<string, unknown> = { ...dictionary };
    for (const namespace of APP_NAMESPACES) Reflect.deleteProperty(base, namespace);
    Reflect.set(loadedLocales, locale, base);
  }
});
afterEach(() => {
  for (const locale of Object.keys(loadedLocales)) Reflect.deleteProperty(loadedLocales, locale);
  Object.assign(loadedLocales, found);
});

// Which namespaces a page needs is its route's own fact (`loader: loadPage({ namespaces })`).
/** A recording loader whose first `failures` calls fail as a missing chunk does. */
const loader = (failures = 0) => {
  const calls: string[] = [];
  let left = failures;
  const load: NamespaceLoader = async (locale, namespace) => {
    calls.push(`${locale}/${namespace}`);
    if (left-- > 0) throw new TypeError("Failed to fetch dynamically imported module: /assets/wallet.js");
  };
  return { calls, load };
};

const connection = (online: boolean): Connection & { readonly waits: () => number } => {
  let waits = 0;
  return {
    isOnline: () => online,
    backOnline: async () => {
      waits += 1;
    },
    settle: async () => undefined,
    waits: () => waits,
  };
};

describe("loadPageNamespaces", () => {
  // Each test asks for a language not loaded in this file, so nothing is cached between them.
  it("loads the page's namespaces in the page's language", async () => {
    const { calls, load } = loader();
    await loadPageNamespaces("ar", ["account", "pages"], { load });
    expect(calls).toEqual(["ar/account", "ar/pages"]);
  });

  it("loads nothing for a page that needs none (a first view)", async () => {
    const { calls, load } = loader();
    await loadPageNamespaces("id", [], { load });
    expect(calls).toEqual([]);
  });

  it("online, a failed chunk is thrown as one, for the route's SPEC §8 chunk-reload guard", async () => {
    const { load } = loader(1);
    const failure = await loadPageNamespaces("id", ["certificates", "pages"], {
      load,
      connection: connection(true),
    }).catch((error: unknown) => error);
    expect(isChunkLoadError(failure)).toBe(true);
  });

  it("offline, it waits for the network and tries again rather than fail (no reload into the offline page)", async () => {
    const { calls, load } = loader(1);
    const offline = connection(false);
    const namespaces: AppNamespace[] = ["certificates", "pages"];
    await loadPageNamespaces("id", ["certificates", "pages"], { load, connection: offline });
    expect(offline.waits()).toBe(1);
    // The whole page's set is asked again: the first try, then the retry once back online.
    expect(calls).toEqual([...namespaces, ...namespaces].map((namespace) => `id/${namespace}`));
  });
});
