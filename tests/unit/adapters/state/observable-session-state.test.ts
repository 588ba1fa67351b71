import { describe, expect, it } from "vitest";
import { INITIAL_SESSION_STATE } from "@/application/state/session-state";
import { ObservableSessionState } from "@/adapters/state/observable-session-state";

describe("ObservableSessionState", () => {
  it("notifies listeners of a change and keeps the same snapshot between changes", () => {
    const state = new ObservableSessionState();
    let heard = 0;
    const stop = state.subscribe(() => (heard += 1));
    const before = state.get();
    expect(state.get()).toBe(before);
    state.update((current) => ({ ...current, initialised: true }));
    expect(heard).toBe(1);
    expect(state.get().initialised).toBe(true);
    stop();
    state.update((current) => ({ ...current, initialised: false }));
    expect(heard).toBe(1);
  });

  it("an update that changes nothing notifies no one", () => {
    const state = new ObservableSessionState(INITIAL_SESSION_STATE);
    let heard = 0;
    state.subscribe(() => (heard += 1));
    state.update((current) => current);
    expect(heard).toBe(0);
  });
});
