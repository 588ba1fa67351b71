import { createRouter } from "@tanstack/react-router";
import { routeTree } from "@/ui/route-tree.gen";
import { RouteErrorPage } from "@/ui/app/error-boundaries";
import { LocalizedApp } from "@/ui/app/localized-app";
import { PagePending } from "@/ui/app/page-pending";
import { limitConcurrency, MAX_SIMULTANEOUS_PRELOADS } from "@/ui/app/preload-limit";
import type { AppRouterContext } from "@/ui/app/router-context";
import { SEARCH_CODEC } from "@/ui/app/search-params";

/**
 * The app's router: SPEC §2's route tree with the shell's context, pages preloaded on intent (their
 * chunks are split per route), the error page for any route's failure, and the language provider
 * inside the router so every page, error pages included, is translated. A page whose data is slow
 * shows a busy indicator inside the layout. Preloads run at most 4 at a time (SPEC §9).
 */
export const createAppRouter = (context: AppRouterContext) => {
  const router = createRouter({
    routeTree,
    context,
    defaultPreload: "intent",
    // TanStack Query owns freshness (SPEC §9: 5 s); the router always asks it again.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteErrorPage,
    // Each page waits inside the layout: the header shows at once even when a call hangs.
    defaultPendingComponent: PagePending,
    InnerWrap: LocalizedApp,
    // SPEC §2/§8: an address no route matches is the root's 'Page not found: {path}'. The default
    // ("fuzzy") hands it to the deepest partly matched route with a notFoundComponent, so
    // /no/such/page reached /{slug}'s 'Page Not Found: {path}', meant for a slug no game has.
    notFoundMode: "root",
    // The address's query is text, as the player or the link wrote it ("?voucher=1E5" stays "1E5").
    ...SEARCH_CODEC,
    // The prerender leaves it out: on a server the router would write it as an inline script.
    scrollRestoration: context.prerender !== "build",
  });
  // SPEC §9: at most 4 route preloads at once (links preload through this method on intent).
  router.preloadRoute = limitConcurrency(router.preloadRoute, MAX_SIMULTANEOUS_PRELOADS);
  return router;
};

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
  /** Facts a route file states about its page (docs/routing.md, "Where a route's facts live"). */
  interface StaticDataRouteOption {
    /** SPEC §2: the page's `token` query parameter is its own (the email link's), not an access token. */
    readonly ownToken?: true;
    /** SPEC §8: a guests-only page a signed-in user may open with `reauth` (/login?reauth=1). */
    readonly signInAgain?: true;
    /**
     * The build does not prerender the page (docs/prerender.md): what it shows, heading included,
     * is the API's data. Pages with a path parameter (/{slug}) are never prerendered.
     */
    readonly prerender?: false;
  }
}
