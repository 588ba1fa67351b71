import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { type ReactNode, StrictMode } from "react";
import type { Injector } from "@/application/di-token";
import { ContainerProvider } from "@/ui/di/container-context";
import type { AppRouter } from "@/ui/app/create-app-router";
import { ShellProvider } from "@/ui/app/shell-context";
import type { ShellServices } from "@/ui/app/shell-services";

export interface AppRootProps {
  readonly container: Injector;
  readonly queryClient: QueryClient;
  readonly shell: ShellServices;
  readonly router: AppRouter;
  /** Rendered beside the router inside the query cache (the devtools of `npm run dev`). */
  readonly children?: ReactNode;
}

/**
 * The providers around the router, in one place: the browser (src/main.tsx) and the build-time
 * prerender (src/prerender.tsx) render the same tree, so the markup the client hydrates is the
 * markup the server wrote (docs/prerender.md).
 */
export function AppRoot({ container, queryClient, shell, router, children }: AppRootProps) {
  return (
    <StrictMode>
      <ContainerProvider container={container}>
        <QueryClientProvider client={queryClient}>
          <ShellProvider services={shell}>
            <RouterProvider router={router} />
          </ShellProvider>
          {children}
        </QueryClientProvider>
      </ContainerProvider>
    </StrictMode>
  );
}
