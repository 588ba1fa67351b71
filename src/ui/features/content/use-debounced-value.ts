import { useEffect, useState } from "react";

/** SPEC §5/§9: the default debounce is 300 ms. */
export const DEBOUNCE_MS = 300;

/** The value once it has stopped changing for `delayMs` (the FAQ filter waits for the typing to pause). */
export function useDebouncedValue<T>(value: T, delayMs: number = DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(id);
  }, [value, delayMs]);
  return settled;
}
