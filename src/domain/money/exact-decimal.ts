/**
 * Exact decimal arithmetic for money rules (SPEC §1/§9 rounding): a number is read as the decimal
 * it was written as (its shortest round-trip text, so 1.005 is 1.005, not 1.00499999999999989…),
 * held as an integer count of 10^-scale, and summed and rounded without floating point.
 */
export interface ExactDecimal {
  /** value = units / 10^scale */
  readonly units: bigint;
  readonly scale: number;
}

const NUMBER_TEXT = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/** The exact decimal a finite number's shortest text names ("1e-7", "123.45", "-0.1"). */
export const exactDecimal = (value: number): ExactDecimal => {
  if (!Number.isFinite(value)) throw new RangeError(`amount must be finite, got ${value}`);
  const match = NUMBER_TEXT.exec(String(value));
  if (match === null) throw new RangeError(`unexpected number text ${String(value)}`);
  const [, sign = "", whole = "0", fraction = "", power = "0"] = match;
  const shift = Number(power);
  const digits = `${whole}${fraction}`;
  const scale = fraction.length - shift;
  const units = BigInt(`${sign}${digits}`);
  return scale >= 0 ? { units, scale } : { units: units * 10n ** BigInt(-scale), scale: 0 };
};

/** The same value with `scale` decimals (scale ≥ value.scale): nothing is lost. */
const rescale = (value: ExactDecimal, scale: number): bigint => value.units * 10n ** BigInt(scale - value.scale);

/** The exact sum: no rounding at all. */
export const sumExact = (values: ReadonlyArray<ExactDecimal>): ExactDecimal => {
  const scale = values.reduce((max, value) => Math.max(max, value.scale), 0);
  return { units: values.reduce((sum, value) => sum + rescale(value, scale), 0n), scale };
};

/**
 * Rounded half up (half away from zero, so negatives mirror positives) to `decimals` places,
 * answered as an integer count of 10^-decimals: 1.005 to 2 places → 101.
 */
export const roundHalfUp = (value: ExactDecimal, decimals: number): bigint => {
  if (value.scale <= decimals) return rescale(value, decimals);
  const divisor = 10n ** BigInt(value.scale - decimals);
  const magnitude = value.units < 0n ? -value.units : value.units;
  const rounded = (magnitude + divisor / 2n) / divisor;
  return value.units < 0n ? -rounded : rounded;
};

/** The exact sum of two decimals. */
export const addExact = (a: ExactDecimal, b: ExactDecimal): ExactDecimal => sumExact([a, b]);

/** The exact product with a whole count (entries × draws). */
export const timesExact = (value: ExactDecimal, count: number): ExactDecimal => {
  if (!Number.isSafeInteger(count)) throw new RangeError(`count must be a whole number, got ${count}`);
  return { units: value.units * BigInt(count), scale: value.scale };
};

/** The closest number to the decimal: integer ÷ power of ten, so its shortest text is the decimal (up to 15 digits). */
export const exactToNumber = (value: ExactDecimal): number => Number(value.units) / 10 ** value.scale;
