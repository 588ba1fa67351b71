import type { SessionStatePort } from "@/application/ports/session-state.port";
import { INITIAL_SESSION_STATE, type SessionState } from "@/application/state/session-state";

/** {@link SessionStatePort} in memory; `changes` counts the updates listeners heard of. */
export class InMemorySessionState implements SessionStatePort {
  private current: SessionState;
  private readonly listeners = new Set<() => void>();
  changes = 0;

  constructor(initial: Partial<SessionState> = {}) {
    this.current = { ...INITIAL_SESSION_STATE, ...initial };
  }

  get(): SessionState {
    return this.current;
  }

  update(change: (state: SessionState) => SessionState): void {
    this.current = change(this.current);
    this.changes += 1;
    for (const listener of this.listeners) listener();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
