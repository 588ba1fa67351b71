import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isChunkLoadError } from "@/ui/app/chunk-reload-guard";
import { loadPageNamespaces, namespacesFor, PAGE_NAMESPACES } from "@/ui/app/i18n-namespaces";
import { APP_NAMESPACES, type AppNamespace, type NamespaceLoader } from "@/ui/i18n/namespaces";
import type { Connection } from "@/ui/components/toast/load-when-online";
import { areasUsedBy, ROUTES, routeFiles } from "./route-code";

const namespacesIn = (areas: ReadonlyArray<string>): string[] =>
  areas.filter((area) => (APP_NAMESPACES as ReadonlyArray<string>).includes(area));

describe("the route → namespace table (docs/i18n.md)", () => {
  const routes = routeFiles();

  it("knows every route file", () => {
    expect(routes.length).toBeGreaterThanOrEqual(31);
  });

  it.each(routes.map(({ file, id }) => [id, file]))("%s gets exactly the namespaces its code reads (%s)", (id, file) => {
    expect(namespacesFor([id]).sort()).toEqual(namespacesIn(areasUsedBy(join(ROUTES, file))));
  });

  it("names only routes that exist", () => {
    const ids = new Set(routes.map((route) => route.id));
    expect(Object.keys(PAGE_NAMESPACES).filter((id) => !ids.has(id))).toEqual([]);
  });

  it.each([["__root.tsx"], ["{-$locale}/route.tsx"]])(
    "the shell (%s) needs no namespace: it renders before any loads",
    (file) => {
      expect(namespacesIn(areasUsedBy(join(ROUTES, file)))).toEqual([]);
    },
  );

  it.each(["/{-$locale}/", "/{-$locale}/$slug", "/{-$locale}/numbers"])(
    "the first view %s needs none (the areas of the first bundle suffice)",
    (id) => {
      expect(namespacesFor(["__root__", "/{-$locale}", id])).toEqual([]);
    },
  );

  it("joins the matched routes' namespaces, each once", () => {
    expect(namespacesFor(["__root__", "/{-$locale}", "/{-$locale}/wallet", "/{-$locale}/login"]).sort()).toEqual([
      "account",
      "content",
      "pages",
      "wallet",
    ]);
  });
});

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
    waits: () => waits,
  };
};

describe("loadPageNamespaces", () => {
  // Each test asks for a language not loaded in this file, so nothing is cached between them.
  it("loads the page's namespaces in the page's language", async () => {
    const { calls, load } = loader();
    await loadPageNamespaces("ar", ["__root__", "/{-$locale}", "/{-$locale}/registration-completed"], { load });
    expect(calls).toEqual(["ar/account", "ar/pages"]);
  });

  it("loads nothing for a first view", async () => {
    const { calls, load } = loader();
    await loadPageNamespaces("id", ["__root__", "/{-$locale}", "/{-$locale}/$slug"], { load });
    expect(calls).toEqual([]);
  });

  it("/checkout loads the cart and checkout texts: the game page and the home page never read them", async () => {
    const { calls, load } = loader();
    await loadPageNamespaces("ar", ["__root__", "/{-$locale}", "/{-$locale}/checkout"], { load });
    expect(calls).toEqual(["ar/cart", "ar/checkout"]);
  });

  it("online, a failed chunk is thrown as one, for the route's SPEC §8 chunk-reload guard", async () => {
    const { load } = loader(1);
    const failure = await loadPageNamespaces("id", ["/{-$locale}/payment/green-certificate-generating"], {
      load,
      connection: connection(true),
    }).catch((error: unknown) => error);
    expect(isChunkLoadError(failure)).toBe(true);
  });

  it("offline, it waits for the network and tries again rather than fail (no reload into the offline page)", async () => {
    const { calls, load } = loader(1);
    const offline = connection(false);
    const namespaces: AppNamespace[] = ["certificates", "pages"];
    await loadPageNamespaces("id", ["/{-$locale}/payment/green-certificate-generating"], { load, connection: offline });
    expect(offline.waits()).toBe(1);
    // The whole page's set is asked again: the first try, then the retry once back online.
    expect(calls).toEqual([...namespaces, ...namespaces].map((namespace) => `id/${namespace}`));
  });
});
