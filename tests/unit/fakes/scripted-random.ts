import type { RandomPort } from "@/application/ports/random.port";

/**
 * {@link RandomPort} that plays back the numbers and ids it is given and throws once they run
 * out: a test states exactly how much randomness the code under test may use.
 */
export class ScriptedRandom implements RandomPort {
  private numberIndex = 0;
  private uuidIndex = 0;

  constructor(
    private readonly numbers: ReadonlyArray<number> = [],
    private readonly uuids: ReadonlyArray<string> = [],
  ) {
    const outside = numbers.find((value) => !(value >= 0 && value < 1));
    if (outside !== undefined) throw new RangeError(`ScriptedRandom: ${outside} is outside [0, 1)`);
  }

  next(): number {
    const value = this.numbers[this.numberIndex];
    if (value === undefined) throw new Error(`ScriptedRandom: next() called more than ${this.numbers.length} times`);
    this.numberIndex += 1;
    return value;
  }

  uuid(): string {
    const value = this.uuids[this.uuidIndex];
    if (value === undefined) throw new Error(`ScriptedRandom: uuid() called more than ${this.uuids.length} times`);
    this.uuidIndex += 1;
    return value;
  }
}
