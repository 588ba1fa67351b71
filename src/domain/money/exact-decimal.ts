/**
 * Exact decimal arithmetic for money rules (SPEC §1/§9 rounding): a number is read as the decimal
 * it was written as (its shortest round-trip text, so 1.005 is 1.005, not 1.00499999999999989…),
 * held as an integer count of 10^-scale, and rounded without floating point (majorToMinor, money.ts).
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
