import type { SessionStatePort } from "@/application/ports/session-state.port";
import { INITIAL_SESSION_STATE, type SessionState } from "@/application/state/session-state";

/**
 * {@link SessionStatePort} held in memory. `get` returns the same object until the next update,
 * as React's useSyncExternalStore needs; an update that returns the same state notifies no one.
 */
export class ObservableSessionState implements SessionStatePort {
  private current: SessionState;
  private readonly listeners = new Set<() => void>();

  constructor(initial: SessionState = INITIAL_SESSION_STATE) {
    this.current = initial;
  }

  get(): SessionState {
    return this.current;
  }

  update(change: (state: SessionState) => SessionState): void {
    const next = change(this.current);
    if (next === this.current) return;
    this.current = next;
    for (const listener of [...this.listeners]) listener();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
}
