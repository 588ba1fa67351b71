import { useCallback, useRef, useState } from "react";

/**
 * Which items have a request on its way: a second press on the same item while it is pending does
 * nothing (one request per item), and its button shows the pending state.
 */
export function usePendingSet(): {
  readonly ids: ReadonlySet<string>;
  run(id: string, task: () => Promise<void>): Promise<void>;
} {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const inFlight = useRef(new Set<string>());
  const run = useCallback(async (id: string, task: () => Promise<void>) => {
    if (inFlight.current.has(id)) return;
    inFlight.current.add(id);
    setIds(new Set(inFlight.current));
    try {
      await task();
    } finally {
      inFlight.current.delete(id);
      setIds(new Set(inFlight.current));
    }
  }, []);
  return { ids, run };
}
