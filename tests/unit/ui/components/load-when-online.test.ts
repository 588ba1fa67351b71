import { describe, expect, it, vi } from "vitest";
import { type Connection, loadWhenOnline } from "@/ui/components/load-when-online";

/** A connection the test switches by hand; `backOnline` resolves when it goes online. */
function fakeConnection(online: boolean) {
  let state = online;
  let waiting: Array<() => void> = [];
  const connection: Connection = {
    isOnline: () => state,
    backOnline: () => new Promise((resolve) => waiting.push(resolve)),
  };
  const goOnline = (): void => {
    state = true;
    const resolve = waiting;
    waiting = [];
    for (const done of resolve) done();
  };
  return { connection, goOnline, waiters: () => waiting.length };
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

  it("back online, a chunk that still fails is thrown", async () => {
    const { connection, goOnline, waiters } = fakeConnection(false);
    const load = vi.fn(() => Promise.reject(chunkError));
    const loaded = loadWhenOnline(load, connection);
    await vi.waitFor(() => expect(waiters()).toBe(1));
    goOnline();
    await expect(loaded).rejects.toBe(chunkError);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
