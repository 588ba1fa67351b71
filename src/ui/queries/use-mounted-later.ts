import { useDeferredValue } from "react";

/**
 * A page's data for a render React does in slices. A navigation renders the new page in one task
 * (the router's state is a synchronous store, and the route's loader has read the data already), so
 * a page whose render with its data is long (a large form, a table of money) keeps a tap waiting
 * behind it. With this hook its first render has null, and the page shows its boundary's skeleton;
 * the data comes in a deferred render, which React breaks into slices and a tap can interrupt
 * (docs/quality.md, "Opening the profile in slices"). Later data (a next page, a save) comes the
 * same way, with the data before kept on screen meanwhile.
 */
export const useMountedLater = <T extends object>(data: T): T | null => useDeferredValue<T | null>(data, null);
