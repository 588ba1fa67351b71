import type { SessionState } from "@/application/state/session-state";

/**
 * The visit's state held in memory: use cases read and change it, screens subscribe to it
 * (React's useSyncExternalStore fits `subscribe` + `get`).
 */
export interface SessionStatePort {
  get(): SessionState;
  /** Replace the state by a function of the current one; listeners hear of it once. */
  update(change: (state: SessionState) => SessionState): void;
  /** Returns the function that stops listening. */
  subscribe(listener: () => void): () => void;
}
