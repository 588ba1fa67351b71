import { createFileRoute } from "@tanstack/react-router";
import { loadPageNamespaces } from "@/ui/app/i18n-namespaces";
import { parseLocaleParam } from "@/ui/app/locale-prefix";
import { guardNavigation } from "@/ui/app/route-guards";

/**
 * SPEC §2 locale-prefixed routes: every page lives under the optional `{-$locale}` segment —
 * English unprefixed, /ar/… and /in/… for the others. The parse gate refuses any other first
 * segment, so /faq/x is unmatched (error page) rather than "faq" read as a language.
 * Every navigation passes the token login and the access guard here (docs/routing.md), and loads
 * meanwhile the page's dictionary namespaces in its language (docs/i18n.md).
 */
export const Route = createFileRoute("/{-$locale}")({
  params: {
    parse: parseLocaleParam,
    stringify: ({ locale }) => (locale === undefined ? {} : { locale }),
  },
  beforeLoad: async ({ context, location, params, matches }) => {
    const namespaces = loadPageNamespaces(
      context.shell.resolveLanguage(location.pathname),
      matches.map((match) => match.routeId),
    );
    await Promise.all([guardNavigation(context.shell, location, params.locale), namespaces]);
  },
});
