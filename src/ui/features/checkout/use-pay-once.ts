import { useCallback, useRef, useState } from "react";

export interface PayOnce {
  /** Starts the payment unless one is already on its way (then it does nothing). */
  readonly submit: () => void;
  readonly isPending: boolean;
}

/**
 * One request per payment: a synchronous flag is set before the call starts, so a double click,
 * Enter pressed twice or a re-render before the pending state shows cannot send a second request.
 */
export function usePayOnce(pay: () => Promise<unknown>): PayOnce {
  const inFlight = useRef(false);
  const [isPending, setPending] = useState(false);
  const submit = useCallback(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    void pay().finally(() => {
      inFlight.current = false;
      setPending(false);
    });
  }, [pay]);
  return { submit, isPending };
}
