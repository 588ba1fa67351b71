import { createRootRouteWithContext } from "@tanstack/react-router";
import { AppShell } from "@/ui/shell/app-shell";
import { UnmatchedPage } from "@/ui/shell/error-boundaries";
import type { AppRouterContext } from "@/ui/shell/router-context";

/**
 * The root of SPEC §2's route tree: the layout around every page, and the error page for an
 * address no route matches ('Page not found: {path}').
 */
export const Route = createRootRouteWithContext<AppRouterContext>()({
  component: AppShell,
  notFoundComponent: UnmatchedPage,
});
