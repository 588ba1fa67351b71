/**
 * Ends the current task: the browser may paint and answer a tap before the start goes on (issue 16,
 * Total Blocking Time). `scheduler.yield()` where the browser has it (it keeps the start's place in
 * the queue), a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
