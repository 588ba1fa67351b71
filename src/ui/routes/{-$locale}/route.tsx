import { createFileRoute } from "@tanstack/react-router";
import { parseLocaleParam } from "@/ui/shell/locale-prefix";
import { guardNavigation } from "@/ui/shell/route-guards";

/**
 * SPEC §2 locale-prefixed routes: every page lives under the optional `{-$locale}` segment —
 * English unprefixed, /ar/… and /in/… for the others. The parse gate refuses any other first
 * segment, so /faq/x is unmatched (error page) rather than "faq" read as a language.
 * Every navigation passes the token login and the access guard here (docs/routing.md).
 */
export const Route = createFileRoute("/{-$locale}")({
  params: {
    parse: parseLocaleParam,
    stringify: ({ locale }) => (locale === undefined ? {} : { locale }),
  },
  beforeLoad: ({ context, location, params }) => guardNavigation(context.shell, location, params.locale),
});
