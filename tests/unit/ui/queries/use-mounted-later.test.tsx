// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useMountedLater } from "@/ui/queries/use-mounted-later";

/** Every value the hook gave, render by render. */
function rendersOf<T extends object>(first: T) {
  const seen: Array<T | null> = [];
  const hook = renderHook(
    ({ data }: { data: T }) => {
      const shown = useMountedLater(data);
      seen.push(shown);
      return shown;
    },
    { initialProps: { data: first } },
  );
  return { seen, hook };
}

describe("useMountedLater (src/ui/queries/use-mounted-later.ts)", () => {
  it("gives the first render null (the page shows its skeleton), then the data in a render of its own", () => {
    const profile = { fullName: "Sara Ali" };
    const { seen, hook } = rendersOf(profile);
    expect(seen[0]).toBeNull();
    expect(seen.at(-1)).toBe(profile);
    expect(hook.result.current).toBe(profile);
  });

  it("gives later data too, never null again once the data has come", () => {
    const first = { page: 1 };
    const next = { page: 2 };
    const { seen, hook } = rendersOf<{ page: number }>(first);
    const before = seen.length;
    hook.rerender({ data: next });
    expect(seen.slice(before)).not.toContain(null);
    expect(hook.result.current).toBe(next);
  });
});
