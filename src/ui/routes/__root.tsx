import { createRootRouteWithContext } from "@tanstack/react-router";
import { AppShell } from "@/ui/app/app-shell";
import { UnmatchedPage } from "@/ui/app/error-boundaries";
import type { AppRouterContext } from "@/ui/app/router-context";

/**
 * The root of SPEC §2's route tree: the layout around every page, and the error page for an
 * address no route matches ('Page not found: {path}').
 */
export const Route = createRootRouteWithContext<AppRouterContext>()({
  component: AppShell,
  notFoundComponent: UnmatchedPage,
});
