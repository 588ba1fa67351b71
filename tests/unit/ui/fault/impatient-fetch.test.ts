import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FAULT_TIMEOUT_MS, impatientFetch } from "./fault-harness";

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the fault harness's patience (a held answer is a timeout after FAULT_TIMEOUT_MS)", () => {
  it("times out even when a garbage collection falls inside the window", async () => {
    // A server that never answers: the call ends only when its signal aborts. Like a real network
    // stack it holds the request while it is in flight.
    const inFlight: Request[] = [];
    vi.stubGlobal(
      "fetch",
      (request: Request) =>
        new Promise<Response>((_, reject) => {
          inFlight.push(request);
          request.signal.addEventListener("abort", () => reject(request.signal.reason as Error));
        }),
    );
    const started = performance.now();
    const call = impatientFetch(new Request("https://api.lotto.test/api/user/profile"));
    setTimeout(() => {
      collectGarbage();
      collectGarbage();
    }, FAULT_TIMEOUT_MS / 3);
    await expect(call).rejects.toMatchObject({ name: "TimeoutError" });
    expect(inFlight).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(FAULT_TIMEOUT_MS * 4);
  }, 5_000);
});
