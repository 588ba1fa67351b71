import { describe, expect, it } from "vitest";
import { WindowConnectivity } from "@/adapters/host/window-connectivity";

describe("WindowConnectivity (the browser's online event)", () => {
  it("calls the listener on each online event until it is stopped; other events do nothing", () => {
    const target = new EventTarget();
    let calls = 0;
    const stop = new WindowConnectivity(target).onOnline(() => (calls += 1));
    target.dispatchEvent(new Event("offline"));
    expect(calls).toBe(0);
    target.dispatchEvent(new Event("online"));
    target.dispatchEvent(new Event("online"));
    expect(calls).toBe(2);
    stop();
    target.dispatchEvent(new Event("online"));
    expect(calls).toBe(2);
  });
});

describe("WindowConnectivity without a window (the container built in Node)", () => {
  it("listens to nothing and stops without error", () => {
    const stop = new WindowConnectivity().onOnline(() => {
      throw new Error("never called");
    });
    expect(stop).not.toThrow();
  });
});
