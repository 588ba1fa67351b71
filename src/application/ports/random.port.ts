/** Randomness for quick-pick and shuffle (SPEC §4) and fresh identifiers (idBlock, idempotency keys). */
export interface RandomPort {
  /** A number in [0, 1). */
  next(): number;
  /** An RFC 4122 version 4 UUID. */
  uuid(): string;
}
