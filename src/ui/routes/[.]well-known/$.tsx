import { createFileRoute } from "@tanstack/react-router";

/**
 * SPEC §2: the well-known app-specific paths (/.well-known/appspecific/…, asked for by browsers and
 * dev tools) are caught and ignored: nothing renders, nothing is tracked, no error page.
 */
export const Route = createFileRoute("/.well-known/$")({
  component: () => null,
});
