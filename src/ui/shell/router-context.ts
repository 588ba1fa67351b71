import type { QueryClient } from "@tanstack/react-query";
import type { ShellServices } from "@/ui/shell/shell-services";

/**
 * What every route's `beforeLoad` and `loader` receive (ARCHITECTURE §3.4: the router context is
 * the DI seam of the routes): the query cache and the shell's use cases.
 */
export interface AppRouterContext {
  readonly queryClient: QueryClient;
  readonly shell: ShellServices;
}
