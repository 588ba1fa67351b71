import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";
import type { Injector, Resolved, Token } from "@/application/di-token";
import { TOKENS } from "@/application/tokens";
import { INITIAL_SESSION_STATE, type SessionState } from "@/application/state/session-state";

const ContainerContext = createContext<Injector | null>(null);

/** Gives the screens below it the app's container (ARCHITECTURE §3.4); main.tsx renders it once. */
export function ContainerProvider({ container, children }: { readonly container: Injector; readonly children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** The container itself, for hooks that resolve several tokens. */
export function useContainer(): Injector {
  const container = useContext(ContainerContext);
  if (container === null) throw new Error("useInjection needs a <ContainerProvider> above it");
  return container;
}

/** A use case or port from the container, typed by its token: `useInjection(TOKENS.startup)`, `useInjection(CHECKOUT_TOKENS.payCheckout)`. */
export function useInjection<K extends Token<unknown>>(token: K): Resolved<K> {
  return useContainer().get(token);
}

/**
 * The visit's state (SPEC §3 user state, cart, tickets…), re-rendering when the part chosen
 * changes. Select primitives or stable objects: `useSessionState((s) => s.cart)`.
 */
export function useSessionState<A>(select: (state: SessionState) => A): A {
  const state = useInjection(TOKENS.sessionState);
  return useSyncExternalStore(
    (listener) => state.subscribe(listener),
    () => select(state.get()),
    // The prerendered page is a guest's with an empty cart: hydration reads that, then the visit's own.
    () => select(INITIAL_SESSION_STATE),
  );
}
