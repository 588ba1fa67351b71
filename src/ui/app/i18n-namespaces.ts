import { type Connection, browserConnection, loadWhenOnline } from "@/ui/components/toast/load-when-online";
import type { AppLocale } from "@/ui/i18n/locale";
import { type AppNamespace, loadNamespaces, type NamespaceLoader } from "@/ui/i18n/namespaces";
import { loadNamespaceAsync } from "@/ui/i18n/i18n-util.async";

// Shorthands: every page below is framed by InfoPage, whose introduction is the `pages` area; the
// screens of the account, wallet and information pages share the account forms' failure texts (the
// account and wallet areas) and the content pages' load-failure text (content).
const FORMS: ReadonlyArray<AppNamespace> = ["account", "pages", "wallet"];
const FORMS_AND_CONTENT: ReadonlyArray<AppNamespace> = ["account", "content", "pages", "wallet"];

/**
 * The namespaces each page's screen uses beyond the areas of the first bundle (docs/i18n.md).
 * A page not listed needs none: the shell and the first views /, /{slug}, /numbers. /checkout and
 * /thank-you read `cart` and `checkout`, which leave the first bundle so the game page's is lighter. A
 * unit test checks the table against the areas every route's code reads (`LL` then the area). Keys
 * are route ids (the route tree's own type is not imported here: the routes import this file).
 */
export const PAGE_NAMESPACES: Readonly<Record<string, ReadonlyArray<AppNamespace>>> = {
  "/{-$locale}/about-us": ["content", "pages"],
  "/{-$locale}/brand-ambassador": ["content", "pages"],
  "/{-$locale}/download-apps": ["content", "pages"],
  "/{-$locale}/payment/successful": ["content", "pages"],
  "/{-$locale}/unsuccessful-payment": ["content", "pages"],
  "/{-$locale}/checkout": ["cart", "checkout"],
  "/{-$locale}/thank-you": ["cart", "checkout", "pages"],
  "/{-$locale}/payment/green-certificate-generating": ["certificates", "pages"],
  "/{-$locale}/buy/green-certificates": ["account", "certificates", "content", "pages", "wallet"],
  "/{-$locale}/confirm/verify-email": ["account", "pages"],
  "/{-$locale}/registration-completed": ["account", "pages"],
  "/{-$locale}/change-password": FORMS,
  "/{-$locale}/delete-account": FORMS,
  "/{-$locale}/forgot-password": FORMS,
  "/{-$locale}/login": FORMS,
  "/{-$locale}/register/": FORMS,
  "/{-$locale}/register/otp": FORMS,
  "/{-$locale}/contact-us": FORMS_AND_CONTENT,
  "/{-$locale}/draws": FORMS_AND_CONTENT,
  "/{-$locale}/email-confirmation": FORMS_AND_CONTENT,
  "/{-$locale}/faq": FORMS_AND_CONTENT,
  "/{-$locale}/favourite": FORMS_AND_CONTENT,
  "/{-$locale}/notifications": FORMS_AND_CONTENT,
  "/{-$locale}/personal-detail": FORMS_AND_CONTENT,
  "/{-$locale}/prize-breakdown": FORMS_AND_CONTENT,
  "/{-$locale}/wallet": FORMS_AND_CONTENT,
  "/{-$locale}/watch-live": FORMS_AND_CONTENT,
};

/** The namespaces the matched routes (root to page) need, each once. */
export const namespacesFor = (routeIds: ReadonlyArray<string>): AppNamespace[] => [
  ...new Set(routeIds.flatMap((id) => PAGE_NAMESPACES[id] ?? [])),
];

export interface PageNamespacesOptions {
  readonly connection?: Connection;
  readonly load?: NamespaceLoader;
}

/**
 * Loads the page's namespaces in its language before the page renders (the route's `beforeLoad`),
 * so no text is missing or shown as a key. A chunk that fails online is thrown, and the route's
 * error page applies SPEC §8's chunk-reload guard as for any route chunk. Offline the load waits
 * for the network instead: a reload then would only show the browser's offline page.
 */
export const loadPageNamespaces = (
  locale: AppLocale,
  routeIds: ReadonlyArray<string>,
  { connection = browserConnection, load = loadNamespaceAsync }: PageNamespacesOptions = {},
): Promise<void> => {
  const namespaces = namespacesFor(routeIds);
  if (namespaces.length === 0) return Promise.resolve();
  return loadWhenOnline(() => loadNamespaces(locale, namespaces, load), connection);
};
