// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { Component, type ReactNode, Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { type Connection, lazyWhenOnline } from "@/ui/components/load-when-online";

/** A connection the test switches by hand; `backOnline` resolves when it goes online. */
function fakeConnection(online: boolean) {
  let state = online;
  let waiting: Array<() => void> = [];
  let settled = 0;
  const connection: Connection = {
    isOnline: () => state,
    backOnline: () => new Promise((resolve) => waiting.push(resolve)),
    settle: async () => {
      settled += 1;
    },
  };
  const goOnline = (): void => {
    state = true;
    const resolve = waiting;
    waiting = [];
    for (const done of resolve) done();
  };
  return { connection, goOnline, waiters: () => waiting.length, settled: () => settled };
}

/** What the route's error boundary would show (and, for a chunk online, reload): it must stay away offline. */
class Boundary extends Component<{ readonly children: ReactNode }, { readonly error: unknown }> {
  override state: { readonly error: unknown } = { error: undefined };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error === undefined ? this.props.children : <p>the page failed</p>;
  }
}

const chunkError = new TypeError("Failed to fetch dynamically imported module: /assets/number-field.js");
const Field = ({ label }: { readonly label: string }) => <label>{label} (the field)</label>;

const renderLazy = (connection: Connection, load: () => Promise<typeof Field>) => {
  const Lazy = lazyWhenOnline(load, connection);
  render(
    <Boundary>
      <Suspense fallback={<p>the frame</p>}>
        <Lazy label="Draws" />
      </Suspense>
    </Boundary>,
  );
};

describe("lazyWhenOnline (a component split out of the first view)", () => {
  it("renders the component once its chunk is there, with its props", async () => {
    const { connection } = fakeConnection(true);
    renderLazy(connection, () => Promise.resolve(Field));
    expect(await screen.findByText("Draws (the field)")).toBeInTheDocument();
  });

  it("offline, a chunk that fails keeps the fallback on screen (no error page), and the component comes once back online", async () => {
    const { connection, goOnline, waiters } = fakeConnection(false);
    const load = vi.fn<() => Promise<typeof Field>>().mockRejectedValueOnce(chunkError).mockResolvedValueOnce(Field);
    renderLazy(connection, load);
    await vi.waitFor(() => expect(waiters()).toBe(1));
    expect(screen.getByText("the frame")).toBeInTheDocument();
    expect(screen.queryByText("the page failed")).not.toBeInTheDocument();
    await act(async () => goOnline());
    expect(await screen.findByText("Draws (the field)")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("online, a chunk that fails reaches the error boundary (SPEC §8: a new build reloads the page)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { connection } = fakeConnection(true);
    renderLazy(connection, () => Promise.reject(chunkError));
    expect(await screen.findByText("the page failed")).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
