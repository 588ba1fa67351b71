import { describe, expect, it, vi } from "vitest";
import { type Connection, loadWhenOnline } from "@/ui/components/load-when-online";

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

const chunkError = new TypeError("Failed to fetch dynamically imported module: /assets/toast-region.js");

describe("loadWhenOnline (a shell piece's chunk, SPEC §8)", () => {
  it("loads at once when the chunk is there", async () => {
    const { connection } = fakeConnection(true);
    await expect(loadWhenOnline(() => Promise.resolve("region"), connection)).resolves.toBe("region");
  });

  it("online, a failed chunk is thrown (the error boundary's reload, SPEC §8, handles a new build)", async () => {
    const { connection } = fakeConnection(true);
    const load = vi.fn(() => Promise.reject(chunkError));
    await expect(loadWhenOnline(load, connection)).rejects.toBe(chunkError);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("offline, a failed chunk never fails the page: it waits for the network, then loads", async () => {
    const { connection, goOnline, waiters } = fakeConnection(false);
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(chunkError).mockResolvedValueOnce("region");
    const loaded = loadWhenOnline(load, connection);
    await vi.waitFor(() => expect(waiters()).toBe(1));
    expect(load).toHaveBeenCalledTimes(1);
    goOnline();
    await expect(loaded).resolves.toBe("region");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("back online, a first try that fails (the network not carrying yet) is tried again after a moment", async () => {
    const { connection, goOnline, waiters, settled } = fakeConnection(false);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(chunkError)
      .mockRejectedValueOnce(chunkError)
      .mockResolvedValueOnce("region");
    const loaded = loadWhenOnline(load, connection);
    await vi.waitFor(() => expect(waiters()).toBe(1));
    goOnline();
    await expect(loaded).resolves.toBe("region");
    expect(load).toHaveBeenCalledTimes(3);
    expect(settled()).toBe(1);
  });

  it("back online, a chunk that still fails after that moment is thrown", async () => {
    const { connection, goOnline, waiters, settled } = fakeConnection(false);
    const load = vi.fn(() => Promise.reject(chunkError));
    const loaded = loadWhenOnline(load, connection);
    await vi.waitFor(() => expect(waiters()).toBe(1));
    goOnline();
    await expect(loaded).rejects.toBe(chunkError);
    expect(load).toHaveBeenCalledTimes(3);
    expect(settled()).toBe(1);
  });

  it("online from the start, a failure is thrown at once (no moment's wait: a new build, SPEC §8)", async () => {
    const { connection, settled } = fakeConnection(true);
    const load = vi.fn(() => Promise.reject(chunkError));
    await expect(loadWhenOnline(load, connection)).rejects.toBe(chunkError);
    expect(settled()).toBe(0);
  });
});
