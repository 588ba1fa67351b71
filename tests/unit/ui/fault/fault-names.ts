/** The six faults of issue 13 point 7, each an answer the sandbox never gives. */
export const FAULT_NAMES = ["500", "timeout", "dropped", "html-502", "malformed-200", "401-in-200"] as const;
export type FaultName = (typeof FAULT_NAMES)[number];
