import { createFileRoute } from "@tanstack/react-router";
import { parseLocaleParam } from "@/ui/app/locale-prefix";
import { settleTokenLogin } from "@/ui/app/route-guards";
import { tokenSearch } from "@/ui/app/search-params";

/**
 * SPEC §2 locale-prefixed routes: every page lives under the optional `{-$locale}` segment —
 * English unprefixed, /ar/… and /in/… for the others. The parse gate refuses any other first
 * segment, so /faq/x is unmatched (error page) rather than "faq" read as a language.
 * Every navigation settles the `?token=` login here first (a page whose token is its own says so
 * with `staticData.ownToken`), so the access rules of `_auth` and `_guest` see the signed-in user;
 * the page's language goes into the context for the pages' loaders (docs/routing.md).
 */
export const Route = createFileRoute("/{-$locale}")({
  params: {
    parse: parseLocaleParam,
    stringify: ({ locale }) => (locale === undefined ? {} : { locale }),
  },
  validateSearch: tokenSearch,
  beforeLoad: async ({ context, location, search, matches }) => {
    const ownToken = matches.some((match) => match.staticData.ownToken === true);
    await settleTokenLogin(context.shell, location, ownToken ? undefined : search.token);
    return { language: context.shell.resolveLanguage(location.pathname) };
  },
});
