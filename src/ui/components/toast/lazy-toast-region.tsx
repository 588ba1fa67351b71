import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { loadWhenOnline } from "./load-when-online";
import { type AnimatedToastQueue, toastQueue } from "./toast-queue";

/**
 * The region's code (react-aria's toast, focus and landmark handling) loads with the first toast;
 * a toast shown offline (e.g. "Added to cart") waits for the network instead of failing the page.
 */
const ToastRegion = lazy(() => loadWhenOnline(() => import("./toast-region").then((module) => ({ default: module.ToastRegion }))));

export interface LazyToastRegionProps {
  /** The app's queue by default; tests pass their own. */
  readonly queue?: AnimatedToastQueue;
}

/**
 * The {@link ToastRegion}, loaded once there is something to show. The region renders nothing
 * without toasts anyway, so until the first one the page ships none of its code; once loaded it
 * stays mounted (exit animations, SPEC §9 F8 hotkey).
 */
export function LazyToastRegion({ queue = toastQueue }: LazyToastRegionProps) {
  const hasToasts = useSyncExternalStore(
    (listener) => queue.subscribe(listener),
    () => queue.visibleToasts.length > 0,
    () => false,
  );
  const [needed, setNeeded] = useState(false);
  if (hasToasts && !needed) setNeeded(true);
  if (!needed && !hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion queue={queue} />
    </Suspense>
  );
}
