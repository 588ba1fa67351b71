type Listener = (message: string) => void;

const listeners = new Set<Listener>();

/**
 * Says a short message politely through the mounted <LiveRegion /> (e.g. "Added to cart"),
 * without moving focus. Does nothing when no region is mounted.
 */
export const announce = (message: string): void => {
  for (const listener of listeners) listener(message);
};

export const subscribeAnnouncements = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
