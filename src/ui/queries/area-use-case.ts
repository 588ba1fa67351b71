import type { Area, Injector, Resolved, Token } from "@/application/di-token";
import { TOKENS } from "@/application/tokens";

/**
 * A use case (or port) of an area the page may not have loaded: the area's bindings first, then the
 * token. A route loads the areas its first view needs (`loadPage`); a write or a read that only some
 * visitors reach (the checkout's Pay and voucher, which a guest's first view does not run) loads
 * its area itself, once (docs/architecture.md, "Wiring per area").
 */
export const fromArea = async <K extends Token<unknown>>(injector: Injector, area: Area, token: K): Promise<Resolved<K>> => {
  await injector.get(TOKENS.areas).load(area);
  return injector.get(token);
};
