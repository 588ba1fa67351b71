import { Suspense, useState, useSyncExternalStore } from "react";
import type { AnimatedToastQueue } from "./animated-toast-queue";
import { lazyWhenOnline } from "../load-when-online";
import { toast } from "./toast-queue";

/**
 * The region's code (react-aria's toast queue, focus and landmark handling) loads with the first
 * toast, and the app's `toast` then hands the real queue what it was shown meanwhile. A toast
 * shown offline (e.g. "Added to cart") waits for the network instead of failing the page.
 */
const ToastRegion = lazyWhenOnline(() =>
  import("./toast-region").then((module) => {
    toast.connect(module.appToastApi);
    return module.ToastRegion;
  }),
);

export interface LazyToastRegionProps {
  /** The app's queue (fed by `toast`) by default; tests pass their own. */
  readonly queue?: AnimatedToastQueue;
}

/** Whether there is a toast to show: waiting in `toast`, or visible in the queue a test passed. */
const useHasToasts = (queue: AnimatedToastQueue | undefined): boolean =>
  useSyncExternalStore(
    queue === undefined ? toast.subscribe : (listener) => queue.subscribe(listener),
    queue === undefined ? toast.hasPending : () => queue.visibleToasts.length > 0,
    () => false,
  );

/**
 * The {@link ToastRegion}, loaded once there is something to show. The region renders nothing
 * without toasts anyway, so until the first one the page ships none of its code; once loaded it
 * stays mounted (exit animations, SPEC §9 F8 hotkey).
 */
export function LazyToastRegion({ queue }: LazyToastRegionProps) {
  const hasToasts = useHasToasts(queue);
  const [needed, setNeeded] = useState(false);
  if (hasToasts && !needed) setNeeded(true);
  if (!needed && !hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion {...(queue === undefined ? {} : { queue })} />
    </Suspense>
  );
}
