import { type Connection, browserConnection, loadWhenOnline } from "@/ui/components/load-when-online";
import type { AppLocale } from "@/ui/i18n/locale";
import { type AppNamespace, loadNamespaces, type NamespaceLoader } from "@/ui/i18n/namespaces";
import { loadNamespaceAsync } from "@/ui/i18n/i18n-util.async";

// Shorthands for the routes' `namespaces`: every page framed by InfoPage reads the `pages` area
// (its introduction); the account, wallet and information pages share the account forms' failure
// texts (the account and wallet areas) and the content pages' load-failure text (content).
export const FORMS: ReadonlyArray<AppNamespace> = ["account", "pages", "wallet"];
export const FORMS_AND_CONTENT: ReadonlyArray<AppNamespace> = ["account", "content", "pages", "wallet"];

export interface PageNamespacesOptions {
  readonly connection?: Connection;
  readonly load?: NamespaceLoader;
}

/**
 * Loads a page's namespaces (the dictionary areas its route declares beyond the first bundle,
 * docs/i18n.md) in its language before the page renders (the route's loader, also on hover preload),
 * so no text is missing or shown as a key. A chunk that fails online is thrown, and the route's
 * error page applies SPEC §8's chunk-reload guard as for any route chunk. Offline the load waits
 * for the network instead: a reload then would only show the browser's offline page.
 */
export const loadPageNamespaces = (
  locale: AppLocale,
  namespaces: ReadonlyArray<AppNamespace>,
  { connection = browserConnection, load = loadNamespaceAsync }: PageNamespacesOptions = {},
): Promise<void> => {
  if (namespaces.length === 0) return Promise.resolve();
  return loadWhenOnline(() => loadNamespaces(locale, namespaces, load), connection);
};
