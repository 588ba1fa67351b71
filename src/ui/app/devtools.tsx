import { ReactQueryDevtools } from "@tanstack/react-query-devtools";
import type { AnyRouter } from "@tanstack/react-router";
import { TanStackRouterDevtools } from "@tanstack/react-router-devtools";

/**
 * TanStack Query's and Router's devtools (their toggle buttons in the page's corners), for
 * `npm run dev` only: the composition root loads this module behind `import.meta.env.DEV`, so a
 * production or sandbox build contains neither (docs/architecture.md).
 */
export default function Devtools({ router }: { readonly router: AnyRouter }) {
  return (
    <>
      <ReactQueryDevtools initialIsOpen={false} buttonPosition="bottom-left" />
      <TanStackRouterDevtools router={router} initialIsOpen={false} position="bottom-right" />
    </>
  );
}
