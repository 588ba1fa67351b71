import { createFileRoute } from "@tanstack/react-router";
import { parseLocaleParam } from "@/ui/app/locale-prefix";
import { requireGuest } from "@/ui/app/route-guards";

/**
 * SPEC §2 "guests only": the pages under this pathless layout are for visitors; a signed-in user
 * goes to the home page of the page's language. A page with `staticData.signInAgain` stays open to
 * a signed-in user when its search has `reauth` (/login?reauth=1, SPEC §8; docs/routing.md).
 */
export const Route = createFileRoute("/{-$locale}/_guest")({
  // The locale gate again: a pathless layout without one would share the `{-$locale}` node of the
  // router's matcher and clear that node's gate (then /id/faq would match as "faq" in language "id").
  params: { parse: parseLocaleParam },
  beforeLoad: ({ context, params, matches }) => {
    const signsInAgain = matches.some(
      (match) => match.staticData.signInAgain === true && (match.search as { reauth?: unknown }).reauth === true,
    );
    requireGuest(context.shell, params.locale, signsInAgain);
  },
});
