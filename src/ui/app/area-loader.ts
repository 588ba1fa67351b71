import type { Area } from "@/application/di-token";
import { TOKENS } from "@/application/tokens";
import type { AppLocale } from "@/ui/i18n/locale";
import type { AppNamespace } from "@/ui/i18n/namespaces";
import type { RouterContext } from "@/ui/di/router-context";
import { loadPageNamespaces } from "@/ui/app/i18n-namespaces";
import type { AppRouterContext } from "@/ui/app/router-context";

/** Loads an area's bindings before its screens resolve them (docs/architecture.md, "Wiring per area"). */
export const ensureArea = (context: RouterContext, area: Area): Promise<void> => context.container.get(TOKENS.areas).load(area);

/** What a page's loader receives: the router context, with the page's language from `{-$locale}`. */
export type PageContext = AppRouterContext & { readonly language: AppLocale };

/** What a route declares it needs before its page renders (docs/routing.md, "Adding a route"). */
export interface PageNeeds {
  /**
   * The area whose bindings its first view resolves; a function when that depends on the visitor
   * (the checkout's, for a signed-in user only: a guest's first view runs none of it).
   */
  readonly area?: Area | ((context: PageContext) => Area | undefined);
  /**
   * The dictionary areas its screens read beyond the first bundle (docs/i18n.md); a function when
   * that depends on the visitor (a signed-in player's Pay reads the `pay` area, a guest's does not).
   */
  readonly namespaces?: ReadonlyArray<AppNamespace> | ((context: PageContext) => ReadonlyArray<AppNamespace>);
  /**
   * The server data it shows, read into the query cache once the area is there (`ensureQueryData`
   * over the queryOptions factories of src/ui/queries). A failed read is the page's to show with
   * its own message and Try again, never the error page, so it is not thrown here.
   */
  readonly data?: (context: PageContext) => Promise<unknown>;
}

/**
 * A route's loader from what it needs: dictionaries, area and data at once. The router runs it on
 * navigation and on hover preloading (beside the page's code chunk), so a preloaded page has its
 * texts, its bindings and its data. A dictionary or area chunk that fails is thrown (the route's
 * error page applies SPEC §8's chunk-reload guard).
 */
export const loadPage =
  ({ area, namespaces = [], data }: PageNeeds) =>
  async ({ context }: { readonly context: PageContext }): Promise<void> => {
    const bindingsAndData = async (): Promise<void> => {
      const needed = typeof area === "function" ? area(context) : area;
      if (needed !== undefined) await ensureArea(context, needed);
      // The prerender calls no API: the page's data skeletons are what the static HTML shows.
      if (data !== undefined && context.prerender === undefined) await data(context).catch(() => undefined);
    };
    const texts = typeof namespaces === "function" ? namespaces(context) : namespaces;
    await Promise.all([loadPageNamespaces(context.language, texts), bindingsAndData()]);
  };
