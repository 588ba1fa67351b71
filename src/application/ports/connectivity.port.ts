/**
 * The browser's network coming back (the `online` event). SPEC §7: calls are not retried on a
 * timer; an unsaved cart is saved again when the connection returns (docs/architecture.md §4).
 */
export interface ConnectivityPort {
  /** Calls `listener` each time the browser comes back online; answers a function that stops it. */
  onOnline(listener: () => void): () => void;
}
