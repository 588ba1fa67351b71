import type { RouterContext } from "@/ui/di/router-context";
import type { ShellServices } from "@/ui/app/shell-services";

/**
 * What every route's `beforeLoad` and `loader` receive (ARCHITECTURE §3.4: the router context is
 * the DI seam of the routes): the container and the query cache, plus the shell's view of the use
 * cases it runs on every navigation (guards, token login, games list).
 */
export interface AppRouterContext extends RouterContext {
  readonly shell: ShellServices;
  /**
   * The first paint comes from static HTML (docs/prerender.md). "build": the build-time prerender
   * (src/prerender.tsx): loaders read no server data and the signed-in-only pages render their
   * frame instead of sending the visitor to /login. "hydrate": the browser's first load over that
   * HTML: loaders read no data either, so the page hydrates with the empty query cache the build
   * rendered; its queries read once it is hydrated.
   */
  readonly prerender?: "build" | "hydrate";
}
