import { createFileRoute } from "@tanstack/react-router";
import { parseLocaleParam } from "@/ui/app/locale-prefix";
import { requireSignedIn } from "@/ui/app/route-guards";

/**
 * SPEC §2 "login required": the pages under this pathless layout (its folder adds nothing to the
 * address) are for signed-in users; a visitor goes to /login?returnUrl=<the page> (docs/routing.md).
 */
export const Route = createFileRoute("/{-$locale}/_auth")({
  // The locale gate again: a pathless layout without one would share the `{-$locale}` node of the
  // router's matcher and clear that node's gate (then /id/faq would match as "faq" in language "id").
  params: { parse: parseLocaleParam },
  // The prerender writes the signed-out frame of these pages (docs/prerender.md); the browser
  // applies the rule before it hydrates, and a visitor sent away gets a fresh render.
  beforeLoad: ({ context, location, params }) =>
    context.prerender === "build" ? undefined : requireSignedIn(context.shell, location, params.locale),
});
