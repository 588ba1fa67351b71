import { useSyncExternalStore } from "react";

const noSubscription = (): (() => void) => () => undefined;
const inBrowser = (): boolean => true;
const onServer = (): boolean => false;

/**
 * False in the build-time prerender and while the browser hydrates its markup, true from the
 * render right after (and from the first render of a page the browser renders itself). What
 * differs per visitor waits for it, so the first render in the browser matches the prerendered
 * HTML (docs/prerender.md).
 */
export const useHydrated = (): boolean => useSyncExternalStore(noSubscription, inBrowser, onServer);
