import type { Area } from "@/application/di-token";
import { TOKENS } from "@/application/tokens";
import type { RouterContext } from "@/ui/di/router-context";

/** Loads an area's bindings before its screens resolve them (docs/architecture.md, "Wiring per area"). */
export const ensureArea = (context: RouterContext, area: Area): Promise<void> => context.container.get(TOKENS.areas).load(area);

/**
 * A route's loader that only loads its area: the router runs it on navigation and on hover
 * preloading, alongside the route's code chunk, so the area's chunk comes with the page's.
 */
export const loadArea =
  (area: Area) =>
  ({ context }: { readonly context: RouterContext }): Promise<void> =>
    ensureArea(context, area);
