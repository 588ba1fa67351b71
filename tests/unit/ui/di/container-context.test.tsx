// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { token, type Injector, type Resolved, type Token } from "@/application/di-token";
import { TOKENS } from "@/application/tokens";
import { ContainerProvider, useInjection, useSessionState } from "@/ui/di/container-context";
import { InMemorySessionState } from "../../fakes/in-memory-session-state";

afterEach(() => cleanup());

const GREETING = token<{ readonly hello: () => string }>("test/Greeting");

const injectorOf = (values: ReadonlyArray<readonly [symbol, unknown]>): Injector => {
  const map = new Map(values);
  return {
    get<K extends Token<unknown>>(wanted: K): Resolved<K> {
      if (!map.has(wanted)) throw new Error(`unbound ${String(wanted)}`);
      return map.get(wanted) as Resolved<K>;
    },
  };
};

function Greeting() {
  return <p>{useInjection(GREETING).hello()}</p>;
}

function Initialised() {
  const initialised = useSessionState((state) => state.initialised);
  return <p>{initialised ? "ready" : "starting"}</p>;
}

describe("ContainerProvider + useInjection", () => {
  it("resolves a token from the provided container", () => {
    render(
      <ContainerProvider container={injectorOf([[GREETING, { hello: () => "Marhaba" }]])}>
        <Greeting />
      </ContainerProvider>,
    );
    expect(screen.getByText("Marhaba")).toBeInTheDocument();
  });

  it("says what is missing when no provider is above", () => {
    expect(() => render(<Greeting />)).toThrow(/ContainerProvider/);
  });

  it("useSessionState re-renders when the selected state changes", () => {
    const state = new InMemorySessionState();
    render(
      <ContainerProvider container={injectorOf([[TOKENS.sessionState, state]])}>
        <Initialised />
      </ContainerProvider>,
    );
    expect(screen.getByText("starting")).toBeInTheDocument();
    act(() => state.update((current) => ({ ...current, initialised: true })));
    expect(screen.getByText("ready")).toBeInTheDocument();
  });
});
