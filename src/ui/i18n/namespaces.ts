import type { Locales, Namespaces } from "./i18n-types";
import { loadNamespaceAsync } from "./i18n-util.async";
import { loadedLocales } from "./i18n-util";

/**
 * An area of the dictionary that is not in the first bundle: its texts (read as usual, `LL` then
 * the area) load with the pages that use them (docs/i18n.md). Folders `<locale>/<namespace>/index.ts`.
 */
export type AppNamespace = Namespaces;

const ALL: Record<AppNamespace, true> = {
  account: true,
  cart: true,
  certificates: true,
  checkout: true,
  pay: true,
  content: true,
  pages: true,
  play: true,
  wallet: true,
};

/** Every namespace (the record above makes the compiler ask for a new one). */
export const APP_NAMESPACES = Object.keys(ALL) as ReadonlyArray<AppNamespace>;

/** Whether the locale's base areas (the first bundle's, or the language's chunk) are loaded. */
export const isLocaleLoaded = (locale: Locales): boolean => loadedLocales[locale]?.common !== undefined;

export const isNamespaceLoaded = (locale: Locales, namespace: AppNamespace): boolean =>
  loadedLocales[locale]?.[namespace] !== undefined;

/** The namespaces this visit has loaded in any language: a language switch loads them too. */
export const namespacesInUse = (): AppNamespace[] =>
  APP_NAMESPACES.filter((namespace) => Object.values(loadedLocales).some((dictionary) => dictionary[namespace] !== undefined));

/**
 * Forgets every loaded namespace in every language (the prerender, before each page: each page then
 * loads what its route declares, as a first visit does, and the build sees which ones it loaded).
 */
export const forgetNamespaces = (): void => {
  for (const dictionary of Object.values(loadedLocales) as Partial<Record<AppNamespace, unknown>>[])
    for (const namespace of APP_NAMESPACES) delete dictionary[namespace];
  dictionariesChanged();
};

// The dictionaries change as namespaces arrive; the provider listens so its `LL` sees them.
const listeners = new Set<() => void>();

export const subscribeDictionaries = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Tells the provider that `loadedLocales` changed (a namespace or a language arrived). */
export const dictionariesChanged = (): void => {
  for (const listener of listeners) listener();
};

export type NamespaceLoader = (locale: Locales, namespace: AppNamespace) => Promise<void>;

const inFlight = new Map<string, Promise<void>>();

/** Loads one namespace of one language once; concurrent calls share the request. */
export const loadNamespace = (
  locale: Locales,
  namespace: AppNamespace,
  load: NamespaceLoader = loadNamespaceAsync,
): Promise<void> => {
  if (isNamespaceLoaded(locale, namespace)) return Promise.resolve();
  const key = `${locale}/${namespace}`;
  const pending = inFlight.get(key);
  if (pending !== undefined) return pending;
  const loading = load(locale, namespace)
    .then(dictionariesChanged)
    .finally(() => inFlight.delete(key));
  inFlight.set(key, loading);
  return loading;
};

/** Loads the namespaces a page needs in one language; rejects when any chunk fails. */
export const loadNamespaces = async (
  locale: Locales,
  namespaces: ReadonlyArray<AppNamespace>,
  load: NamespaceLoader = loadNamespaceAsync,
): Promise<void> => {
  await Promise.all(namespaces.map((namespace) => loadNamespace(locale, namespace, load)));
};
