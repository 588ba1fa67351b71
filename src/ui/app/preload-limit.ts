/** SPEC §9: up to 4 route preloads run at the same time. */
export const MAX_SIMULTANEOUS_PRELOADS = 4;

/**
 * Wraps an async function so that at most `max` calls run at once; later calls wait their turn in
 * order (a preload is a hint: waiting costs nothing, and a failure of one never blocks the next).
 */
export function limitConcurrency<A extends unknown[], R>(
  run: (...args: A) => Promise<R>,
  max: number,
): (...args: A) => Promise<R> {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`max must be a positive whole number, got ${max}`);
  let running = 0;
  const waiting: Array<() => void> = [];
  const next = (): void => {
    running -= 1;
    waiting.shift()?.();
  };
  return (...args) =>
    new Promise<R>((resolve, reject) => {
      const start = (): void => {
        running += 1;
        run(...args)
          .then(resolve, reject)
          .finally(next);
      };
      if (running < max) start();
      else waiting.push(start);
    });
}
