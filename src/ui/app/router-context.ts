import type { RouterContext } from "@/ui/di/router-context";
import type { ShellServices } from "@/ui/app/shell-services";

/**
 * What every route's `beforeLoad` and `loader` receive (ARCHITECTURE §3.4: the router context is
 * the DI seam of the routes): the container and the query cache, plus the shell's view of the use
 * cases it runs on every navigation (guards, token login, games list).
 */
export interface AppRouterContext extends RouterContext {
  readonly shell: ShellServices;
}
