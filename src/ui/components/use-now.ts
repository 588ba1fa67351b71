import { useEffect, useState } from "react";

/** The clock's time, read again every second while `running` (countdowns; stopped at the end). */
export const useNow = (now: () => number, running: boolean): number => {
  const [current, setCurrent] = useState(now);
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setCurrent(now()), 1000);
    return () => clearInterval(id);
  }, [now, running]);
  return current;
};
