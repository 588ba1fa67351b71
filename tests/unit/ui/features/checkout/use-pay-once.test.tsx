// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { usePayOnce } from "@/ui/features/checkout/use-pay-once";

// Rendering whole pickers in jsdom is slow on a busy machine; give each test room.
vi.setConfig({ testTimeout: 20_000 });

describe("usePayOnce", () => {
  it("starts one request for presses that come before React re-renders", async () => {
    let settle: () => void = () => undefined;
    const pay = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    const { result } = renderHook(() => usePayOnce(pay));
    act(() => {
      result.current.submit();
      result.current.submit();
      result.current.submit();
    });
    expect(pay).toHaveBeenCalledTimes(1);
    expect(result.current.isPending).toBe(true);
    await act(async () => settle());
    expect(result.current.isPending).toBe(false);
    act(() => result.current.submit());
    expect(pay).toHaveBeenCalledTimes(2);
  });

  it("is ready again after a payment that ended in a failure", async () => {
    const pay = vi.fn(() => Promise.resolve({ _tag: "Failure" }));
    const { result } = renderHook(() => usePayOnce(pay));
    await act(async () => result.current.submit());
    expect(result.current.isPending).toBe(false);
  });
});
