/** A source of randomness in [0, 1), supplied by the caller (RandomPort); the domain never owns one. */
export type RandomSource = () => number;

/** A uniform integer in [min, max]; tolerates a source that returns exactly 1. */
export const pickInt = (random: RandomSource, min: number, max: number): number => {
  const span = max - min + 1;
  return min + Math.min(span - 1, Math.max(0, Math.floor(random() * span)));
};

/**
 * SPEC §4 shuffle / quick pick: `count` distinct numbers from [min, max], sorted ascending.
 * A partial Fisher–Yates shuffle, so every subset is equally likely for a uniform source.
 * Asking for more numbers than the range holds returns the whole range.
 */
export const pickDistinct = (random: RandomSource, min: number, max: number, count: number): number[] => {
  const range = Array.from({ length: Math.max(0, max - min + 1) }, (_, offset) => min + offset);
  const take = Math.min(Math.max(0, count), range.length);
  for (let index = 0; index < take; index += 1) {
    const swap = pickInt(random, index, range.length - 1);
    const current = range[index] as number;
    range[index] = range[swap] as number;
    range[swap] = current;
  }
  return range.slice(0, take).sort((a, b) => a - b);
};
